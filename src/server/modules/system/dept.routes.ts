import { Hono } from 'hono';
import {
  getDeptDetailQueryParams,
  getDeptLazyListQueryParams,
  getDeptLazyTreeQueryParams,
  getDeptListQueryParams,
  getDeptTreeQueryParams,
  removeDeptQueryParams,
  submitDeptBody,
} from '../../../api/generated/blade-system/zod/dept/dept.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function deptRoutes(services: Services) {
  const { depts, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  routes.get('/list', read('dept'), async (c) =>
    ok(c, await depts.list(c.get('caller'), parseQuery(c, getDeptListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', read('dept'), async (c) =>
    ok(c, await depts.detail(c.get('caller'), parseQuery(c, getDeptDetailQueryParams).id, c.get('lang'))),
  );
  routes.get('/lazy-list', read('dept'), async (c) => {
    const query = parseQuery(c, getDeptLazyListQueryParams);
    return ok(c, await depts.lazyList(c.get('caller'), query.parentId, query.deptName, c.get('lang')));
  });
  routes.get('/tree', read('dept', 'user', 'kc_storehouse', 'cg_delivery_address', 'cg_needs'), async (c) =>
    ok(c, await depts.tree(c.get('caller'), parseQuery(c, getDeptTreeQueryParams).tenantId)),
  );
  routes.get('/lazy-tree', read('dept'), async (c) =>
    ok(c, await depts.lazyTree(c.get('caller'), parseQuery(c, getDeptLazyTreeQueryParams).parentId)),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitDeptBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('dept', input.id));
    return ok(c, await depts.submit(c.get('caller'), input, c.get('lang')));
  });
  routes.post('/remove', requirePermission(menus.permissions, 'dept_delete'), async (c) => {
    await depts.remove(c.get('caller'), csvIds(parseQuery(c, removeDeptQueryParams).ids));
    return done(c);
  });

  return routes;
}
