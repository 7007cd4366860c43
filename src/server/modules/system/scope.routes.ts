import { Hono } from 'hono';
import * as api from '../../../api/generated/blade-system/zod/api-scope/api-scope.zod.ts';
import * as data from '../../../api/generated/blade-system/zod/data-scope/data-scope.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { requireSuperAdmin } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function dataScopeRoutes(services: Services) {
  const { dataScopes } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  // Reads belong to the scope screens and need their menu.
  const read = requireAnyPermission(services.menus.permissions, ['data_scope']);
  routes.get('/list', read, async (c) =>
    ok(c, await dataScopes.list(parseQuery(c, data.getDataScopeListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', read, async (c) =>
    ok(c, await dataScopes.detail(parseQuery(c, data.getDataScopeDetailQueryParams).id, c.get('lang'))),
  );
  routes.post('/submit', requireSuperAdmin, async (c) => {
    await dataScopes.submit(c.get('caller'), await parseJson(c, data.submitDataScopeBody));
    return done(c);
  });
  routes.post('/remove', requireSuperAdmin, async (c) => {
    await dataScopes.remove(csvIds(parseQuery(c, data.removeDataScopeQueryParams).ids));
    return done(c);
  });
  return routes;
}

export function apiScopeRoutes(services: Services) {
  const { apiScopes } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const read = requireAnyPermission(services.menus.permissions, ['api_scope']);
  routes.get('/list', read, async (c) =>
    ok(c, await apiScopes.list(parseQuery(c, api.getApiScopeListQueryParams), c.get('lang'))),
  );
  routes.get('/detail', read, async (c) =>
    ok(c, await apiScopes.detail(parseQuery(c, api.getApiScopeDetailQueryParams).id, c.get('lang'))),
  );
  routes.post('/submit', requireSuperAdmin, async (c) => {
    await apiScopes.submit(c.get('caller'), await parseJson(c, api.submitApiScopeBody));
    return done(c);
  });
  routes.post('/remove', requireSuperAdmin, async (c) => {
    await apiScopes.remove(csvIds(parseQuery(c, api.removeApiScopeQueryParams).ids));
    return done(c);
  });
  return routes;
}
