import { Hono } from 'hono';
import {
  getParamDetailQueryParams,
  getParamListQueryParams,
  removeParamQueryParams,
  submitParamBody,
} from '../../../api/generated/blade-system/zod/param/param.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function paramRoutes(services: Services) {
  const { params, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/list', can('param_view'), async (c) =>
    ok(c, await params.list(c.get('caller'), parseQuery(c, getParamListQueryParams))),
  );
  routes.get('/detail', can('param_view'), async (c) =>
    ok(c, await params.detail(c.get('caller'), parseQuery(c, getParamDetailQueryParams).id)),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitParamBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('param', input.id));
    await params.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', can('param_delete'), async (c) => {
    await params.remove(c.get('caller'), csvIds(parseQuery(c, removeParamQueryParams).ids));
    return done(c);
  });

  return routes;
}
