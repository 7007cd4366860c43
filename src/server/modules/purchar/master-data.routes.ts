import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Services } from '../../services.ts';
import { commodityRoutes } from './commodity.routes.ts';
import { deliveryAddressRoutes } from './delivery-address.routes.ts';
import { materialCategoryRoutes } from './material-category.routes.ts';
import { materialRoutes } from './material.routes.ts';
import { storehouseRoutes } from './storehouse.routes.ts';

/** Master data under /purchar (purchar-master.yaml); each router states its own auth and permissions. */
export function masterDataRoutes(services: Services) {
  return new Hono<AppEnv>()
    .route('/cg-materiel-category', materialCategoryRoutes(services))
    .route('/cg-material', materialRoutes(services))
    .route('/cg-commodity', commodityRoutes(services))
    .route('/cg-delivery-address', deliveryAddressRoutes(services))
    .route('/kc-storehouse', storehouseRoutes(services));
}
