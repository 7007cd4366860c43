import { Hono } from 'hono';
import {
  getRoleDetailQueryParams,
  getRoleListQueryParams,
  getRoleTreeByIdQueryParams,
  getRoleTreeQueryParams,
  grantRoleBody,
  removeRoleQueryParams,
  submitRoleBody,
} from '../../../api/generated/blade-system/zod/role/role.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function roleRoutes(services: Services) {
  const { roles, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  routes.get('/list', read('role'), async (c) =>
    ok(c, await roles.list(c.get('caller'), parseQuery(c, getRoleListQueryParams), c.get('lang'))),
  );
  routes.get('/tree', read('role', 'user'), async (c) =>
    ok(c, await roles.tree(c.get('caller'), parseQuery(c, getRoleTreeQueryParams).tenantId)),
  );
  routes.get('/tree-by-id', read('role'), async (c) =>
    ok(c, await roles.treeById(c.get('caller'), parseQuery(c, getRoleTreeByIdQueryParams).roleId)),
  );
  routes.get('/detail', read('role'), async (c) =>
    ok(c, await roles.detail(c.get('caller'), parseQuery(c, getRoleDetailQueryParams).id, c.get('lang'))),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitRoleBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('role', input.id));
    await roles.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', can('role_delete'), async (c) => {
    await roles.remove(c.get('caller'), csvIds(parseQuery(c, removeRoleQueryParams).ids));
    return done(c);
  });
  routes.post('/grant', can('role_edit'), async (c) => {
    await roles.grant(c.get('caller'), await parseJson(c, grantRoleBody));
    return done(c);
  });

  return routes;
}
