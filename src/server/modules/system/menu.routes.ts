import { Hono } from 'hono';
import {
  getLazyMenuListQueryParams,
  getMenuDetailQueryParams,
  getMenuLazyListQueryParams,
  getMenuListQueryParams,
  getMenuPageQueryParams,
  getMenuRoutesQueryParams,
  getRoleTreeKeysQueryParams,
  getTopTreeKeysQueryParams,
  removeMenuQueryParams,
  submitMenuBody,
} from '../../../api/generated/blade-system/zod/menu/menu.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { MENU } from './menu.service.ts';
import { requireSuperAdmin } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

/** Menus are platform-wide: every signed-in user reads them, only the platform administrator changes them. */
export function menuRoutes(services: Services) {
  const { menus, grants } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  routes.get('/routes', async (c) => {
    const { topMenuId } = parseQuery(c, getMenuRoutesQueryParams);
    return ok(c, await menus.routes(c.get('caller'), c.get('lang'), topMenuId));
  });
  routes.get('/buttons', async (c) => ok(c, await menus.buttons(c.get('caller'), c.get('lang'))));
  routes.get('/top-menu', async (c) => ok(c, await menus.topMenuList(c.get('caller'))));

  routes.get('/list', read('menu', 'data_scope', 'api_scope'), async (c) =>
    ok(c, await menus.list(parseQuery(c, getMenuListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', read('menu'), async (c) =>
    ok(c, await menus.detail(parseQuery(c, getMenuDetailQueryParams).id, c.get('lang'))),
  );
  routes.get('/lazy-list', read('menu'), async (c) => {
    const query = parseQuery(c, getMenuLazyListQueryParams);
    return ok(c, await menus.lazyList(query.parentId, query, c.get('lang')));
  });
  routes.get('/lazy-menu-list', read('menu'), async (c) => {
    const query = parseQuery(c, getLazyMenuListQueryParams);
    return ok(c, await menus.lazyList(query.parentId, query, c.get('lang'), MENU));
  });
  routes.get('/menu-list', read('menu'), async (c) =>
    ok(c, await menus.page(parseQuery(c, getMenuPageQueryParams), c.get('lang'))),
  );
  routes.get('/tree', read('menu'), async (c) => ok(c, await menus.tree(c.get('lang'))));
  routes.post('/submit', requireSuperAdmin, async (c) =>
    ok(c, await menus.submit(await parseJson(c, submitMenuBody), c.get('lang'))),
  );
  routes.post('/remove', requireSuperAdmin, async (c) => {
    await menus.remove(csvIds(parseQuery(c, removeMenuQueryParams).ids));
    return done(c);
  });

  routes.get('/grant-tree', read('role', 'menu'), async (c) =>
    ok(c, await grants.grantTree(c.get('caller'), c.get('lang'))),
  );
  routes.get('/role-tree-keys', read('role', 'menu'), async (c) => {
    const { roleIds } = parseQuery(c, getRoleTreeKeysQueryParams);
    return ok(c, await grants.roleTreeKeys(c.get('caller'), csvIds(roleIds)));
  });
  routes.get('/grant-top-tree', read('topmenu'), async (c) =>
    ok(c, await grants.grantTopTree(c.get('caller'), c.get('lang'))),
  );
  routes.get('/top-tree-keys', read('topmenu'), async (c) => {
    const { topMenuIds } = parseQuery(c, getTopTreeKeysQueryParams);
    return ok(c, await grants.topTreeKeys(c.get('caller'), csvIds(topMenuIds)));
  });

  return routes;
}
