import { Hono } from 'hono';
import {
  deleteStorehouseParams,
  getStorehouseParams,
  getStorehousePageQueryParams,
  saveStorehouseBody,
} from '../../../api/generated/purchar-master/zod/kc-storehouse/kc-storehouse.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertSavePermission, parseParams } from '../../lib/routing.ts';

export function storehouseRoutes(services: Services) {
  const { storehouses, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Static paths before /:id, which would otherwise take them.
  routes.get('/pages', can('kc_storehouse_view'), async (c) =>
    ok(
      c,
      await storehouses.page(c.get('caller'), parseQuery(c, getStorehousePageQueryParams), c.get('lang')),
    ),
  );
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveStorehouseBody);
    await assertSavePermission(menus.permissions, c.get('caller'), 'kc_storehouse', input.id);
    return ok(c, await storehouses.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('kc_storehouse_delete'), async (c) => {
    await storehouses.remove(c.get('caller'), parseParams(c, deleteStorehouseParams).id);
    return done(c);
  });
  routes.get('/:id', can('kc_storehouse_view'), async (c) =>
    ok(c, await storehouses.detail(c.get('caller'), parseParams(c, getStorehouseParams).id, c.get('lang'))),
  );

  return routes;
}
