import { Hono } from 'hono';
import { getMenuRoutesQueryParams } from '../../../api/generated/blade-system/zod/menu/menu.zod.ts';
import { getTenantInfoQueryParams } from '../../../api/generated/blade-system/zod/tenant/tenant.zod.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

export function systemRoutes(services: Services) {
  const { menus, tenants } = services;
  const routes = new Hono<AppEnv>();

  routes.get('/tenant/info', async (c) => {
    const { domain } = parseQuery(c, getTenantInfoQueryParams);
    return ok(c, await tenants.infoByDomain(domain));
  });

  routes.get('/menu/routes', services.auth, async (c) => {
    const { topMenuId } = parseQuery(c, getMenuRoutesQueryParams);
    return ok(c, await menus.routes(c.get('caller'), c.get('lang'), topMenuId));
  });
  routes.get('/menu/buttons', services.auth, async (c) => ok(c, await menus.buttons(c.get('caller'), c.get('lang'))));
  routes.get('/menu/top-menu', services.auth, async (c) => ok(c, await menus.topMenuList(c.get('caller'))));

  return routes;
}
