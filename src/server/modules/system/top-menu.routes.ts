import { Hono } from 'hono';
import {
  getTopMenuDetailQueryParams,
  getTopMenuListQueryParams,
  grantTopMenuBody,
  removeTopMenuQueryParams,
  submitTopMenuBody,
} from '../../../api/generated/blade-system/zod/topmenu/topmenu.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function topMenuRoutes(services: Services) {
  const { topMenus, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  routes.get('/list', read('topmenu'), async (c) =>
    ok(c, await topMenus.list(c.get('caller'), parseQuery(c, getTopMenuListQueryParams))),
  );
  routes.get('/detail', read('topmenu'), async (c) =>
    ok(c, await topMenus.detail(c.get('caller'), parseQuery(c, getTopMenuDetailQueryParams).id)),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitTopMenuBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('topmenu', input.id));
    await topMenus.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', can('topmenu_delete'), async (c) => {
    await topMenus.remove(c.get('caller'), csvIds(parseQuery(c, removeTopMenuQueryParams).ids));
    return done(c);
  });
  routes.post('/grant', can('topmenu_setting'), async (c) => {
    await topMenus.grant(c.get('caller'), await parseJson(c, grantTopMenuBody));
    return done(c);
  });

  return routes;
}
