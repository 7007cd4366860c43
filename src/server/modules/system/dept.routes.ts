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
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function deptRoutes(services: Services) {
  const { depts, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/list', async (c) =>
    ok(c, await depts.list(c.get('caller'), parseQuery(c, getDeptListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', async (c) =>
    ok(c, await depts.detail(c.get('caller'), parseQuery(c, getDeptDetailQueryParams).id, c.get('lang'))),
  );
  routes.get('/lazy-list', async (c) => {
    const query = parseQuery(c, getDeptLazyListQueryParams);
    return ok(c, await depts.lazyList(c.get('caller'), query.parentId, query.deptName, c.get('lang')));
  });
  routes.get('/tree', async (c) =>
    ok(c, await depts.tree(c.get('caller'), parseQuery(c, getDeptTreeQueryParams).tenantId)),
  );
  routes.get('/lazy-tree', async (c) =>
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
