import { Hono } from 'hono';
import {
  deleteCommodityParams,
  getCommodityParams,
  getCommodityPageQueryParams,
  saveCommodityBody,
} from '../../../api/generated/purchar-master/zod/cg-commodity/cg-commodity.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertSavePermission, parseParams } from '../../lib/routing.ts';

export function commodityRoutes(services: Services) {
  const { commodities, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Static paths before /:id, which would otherwise take them.
  routes.get('/pages', can('cg_commodity_view'), async (c) =>
    ok(c, await commodities.page(c.get('caller'), parseQuery(c, getCommodityPageQueryParams), c.get('lang'))),
  );
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveCommodityBody);
    await assertSavePermission(menus.permissions, c.get('caller'), 'cg_commodity', input.id);
    return ok(c, await commodities.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('cg_commodity_delete'), async (c) => {
    await commodities.remove(c.get('caller'), parseParams(c, deleteCommodityParams).id);
    return done(c);
  });
  routes.get('/:id', can('cg_commodity_view'), async (c) =>
    ok(c, await commodities.detail(c.get('caller'), parseParams(c, getCommodityParams).id, c.get('lang'))),
  );

  return routes;
}
