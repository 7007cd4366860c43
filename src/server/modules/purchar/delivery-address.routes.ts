import { Hono } from 'hono';
import {
  deleteDeliveryAddressParams,
  getDeliveryAddressParams,
  getDeliveryAddressPageQueryParams,
  saveDeliveryAddressBody,
} from '../../../api/generated/purchar-master/zod/cg-delivery-address/cg-delivery-address.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertSavePermission, parseParams } from '../../lib/routing.ts';

export function deliveryAddressRoutes(services: Services) {
  const { deliveryAddresses, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Static paths before /:id, which would otherwise take them.
  routes.get('/pages', read('cg_delivery_address_view', 'cg_needs_add', 'cg_needs_edit'), async (c) =>
    ok(c, await deliveryAddresses.page(c.get('caller'), parseQuery(c, getDeliveryAddressPageQueryParams))),
  );
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveDeliveryAddressBody);
    await assertSavePermission(menus.permissions, c.get('caller'), 'cg_delivery_address', input.id);
    return ok(c, await deliveryAddresses.save(c.get('caller'), input));
  });
  routes.delete('/delete/:id', can('cg_delivery_address_delete'), async (c) => {
    await deliveryAddresses.remove(c.get('caller'), parseParams(c, deleteDeliveryAddressParams).id);
    return done(c);
  });
  routes.get('/:id', can('cg_delivery_address_view'), async (c) =>
    ok(c, await deliveryAddresses.detail(c.get('caller'), parseParams(c, getDeliveryAddressParams).id)),
  );

  return routes;
}
