import { Hono } from 'hono';
import {
  closeOrderBody,
  createOrderStockInBody,
  getOrderStockInListsQueryParams,
  getOrderDetailParams,
  getOrderPagesQueryParams,
} from '../../../../api/generated/purchase-contract/zod/cg-order-info/cg-order-info.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import type { Services } from '../../../services.ts';
import { formFile } from '../../../http/form-file.ts';
import { ORDER_RESOURCE } from './order-records.ts';

/** /purchase/cg-order-info (purchase-contract.yaml): thin handlers; the rules live in order.service. */
export function orderRoutes(services: Services) {
  const { orders, receipts, stockPhotos, menus } = services;
  const can = (suffix: string) => requirePermission(menus.permissions, `${ORDER_RESOURCE}_${suffix}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('view'), async (c) =>
    ok(c, await orders.page(c.get('caller'), parseQuery(c, getOrderPagesQueryParams), c.get('lang'))),
  );
  routes.post('/orderClose', can('close'), async (c) =>
    ok(c, await orders.close(c.get('caller'), await parseJson(c, closeOrderBody), c.get('lang'))),
  );
  // Receiving is the warehouse's job: the stock-in buttons, not the order's, admit it (rules in receipts).
  const stock = (code: string) => requirePermission(menus.permissions, code);
  routes.post('/stock-in/create', stock('kc_stock_in_add'), async (c) =>
    ok(c, await receipts.create(c.get('caller'), await parseJson(c, createOrderStockInBody), c.get('lang'))),
  );
  routes.post('/stock-in/photo', stock('kc_stock_in_add'), async (c) =>
    ok(c, await stockPhotos.upload(c.get('caller'), await formFile(c))),
  );
  routes.get('/stock-in/lists', stock('kc_stock_in_view'), async (c) =>
    ok(
      c,
      await receipts.ofOrder(c.get('caller'), parseQuery(c, getOrderStockInListsQueryParams), c.get('lang')),
    ),
  );
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await orders.detail(c.get('caller'), parseParams(c, getOrderDetailParams).id, c.get('lang'))),
  );
  return routes;
}
