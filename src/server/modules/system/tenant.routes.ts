import { Hono } from 'hono';
import {
  getTenantDetailQueryParams,
  getTenantInfoQueryParams,
  getTenantListQueryParams,
  removeTenantQueryParams,
  setTenantDatasourceQueryParams,
  setTenantSettingQueryParams,
  submitTenantBody,
} from '../../../api/generated/blade-system/zod/tenant/tenant.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { requireSuperAdmin } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function tenantRoutes(services: Services) {
  const { tenants } = services;
  const routes = new Hono<AppEnv>();
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);

  // Public: the login page asks before anyone has signed in.
  routes.get('/info', async (c) =>
    ok(c, await tenants.infoByDomain(parseQuery(c, getTenantInfoQueryParams).domain)),
  );

  routes.get('/select', services.auth, read('tenant', 'user', 'role', 'dept', 'post'), async (c) =>
    ok(c, await tenants.select(c.get('caller'))),
  );

  const admin = new Hono<AppEnv>();
  admin.use(services.auth, requireSuperAdmin);
  admin.get('/list', async (c) => ok(c, await tenants.list(parseQuery(c, getTenantListQueryParams))));
  admin.get('/detail', async (c) =>
    ok(c, await tenants.detail(parseQuery(c, getTenantDetailQueryParams).id)),
  );
  admin.post('/submit', async (c) => {
    await tenants.submit(c.get('caller'), await parseJson(c, submitTenantBody));
    return done(c);
  });
  admin.post('/remove', async (c) => {
    await tenants.remove(csvIds(parseQuery(c, removeTenantQueryParams).ids));
    return done(c);
  });
  admin.post('/setting', async (c) => {
    const query = parseQuery(c, setTenantSettingQueryParams);
    await tenants.setting(csvIds(query.ids), query.accountNumber, query.expireTime);
    return done(c);
  });
  admin.post('/datasource', async (c) => {
    const query = parseQuery(c, setTenantDatasourceQueryParams);
    await tenants.datasource(query.tenantId, query.datasourceId);
    return done(c);
  });
  routes.route('/', admin);

  return routes;
}
