import { Hono } from 'hono';
import {
  closeOrderBody,
  getOrderDetailParams,
  getOrderPagesQueryParams,
} from '../../../../api/generated/purchase-contract/zod/cg-order-info/cg-order-info.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { ok } from '../../../http/envelope.ts';
import { AppError } from '../../../http/errors.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import type { Services } from '../../../services.ts';
import { ORDER_RESOURCE } from './order-records.ts';

/** /purchase/cg-order-info (purchase-contract.yaml): thin handlers; the rules live in order.service. */
export function orderRoutes(services: Services) {
  const { orders, menus } = services;
  const can = (suffix: string) => requirePermission(menus.permissions, `${ORDER_RESOURCE}_${suffix}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('view'), async (c) =>
    ok(c, await orders.page(c.get('caller'), parseQuery(c, getOrderPagesQueryParams), c.get('lang'))),
  );
  routes.post('/orderClose', can('close'), async (c) =>
    ok(c, await orders.close(c.get('caller'), await parseJson(c, closeOrderBody), c.get('lang'))),
  );
  // Stock-in from an order is the stock issue's; until it lands these say so instead of a bare 404.
  const stockLater = () => {
    throw new AppError(409, 'orderStockInNotYet');
  };
  routes.post('/stockIn/create', can('view'), stockLater);
  routes.get('/stockIn/lists', can('view'), stockLater);
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await orders.detail(c.get('caller'), parseParams(c, getOrderDetailParams).id, c.get('lang'))),
  );
  return routes;
}
