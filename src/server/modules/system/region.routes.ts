import { Hono } from 'hono';
import {
  getRegionDetailQueryParams,
  getRegionLazyTreeQueryParams,
  getRegionListQueryParams,
  removeRegionQueryParams,
  submitRegionBody,
} from '../../../api/generated/blade-system/zod/region/region.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { requireSuperAdmin } from '../../http/access.ts';

export function regionRoutes(services: Services) {
  const { regions } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  routes.get('/list', read('region'), async (c) =>
    ok(c, await regions.list(parseQuery(c, getRegionListQueryParams), c.get('lang'))),
  );
  routes.get('/lazy-tree', read('region'), async (c) =>
    ok(c, await regions.lazyTree(parseQuery(c, getRegionLazyTreeQueryParams).parentCode)),
  );
  routes.get('/detail', read('region'), async (c) =>
    ok(c, await regions.detail(parseQuery(c, getRegionDetailQueryParams).code, c.get('lang'))),
  );
  routes.post('/submit', requireSuperAdmin, async (c) => {
    await regions.submit(await parseJson(c, submitRegionBody));
    return done(c);
  });
  routes.post('/remove', requireSuperAdmin, async (c) => {
    await regions.remove(parseQuery(c, removeRegionQueryParams).id);
    return done(c);
  });

  return routes;
}
