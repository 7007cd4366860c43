import { Hono } from 'hono';
import {
  getApiLogDetailQueryParams,
  getApiLogListQueryParams,
} from '../../../api/generated/blade-log/zod/log-api/log-api.zod.ts';
import {
  getErrorLogDetailQueryParams,
  getErrorLogListQueryParams,
} from '../../../api/generated/blade-log/zod/log-error/log-error.zod.ts';
import {
  getUsualLogDetailQueryParams,
  getUsualLogListQueryParams,
} from '../../../api/generated/blade-log/zod/log-usual/log-usual.zod.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requireAnyPermission } from '../../http/permission.ts';
import { parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

/** /blade-log: the three logs of the caller's tenant, each readable with its screen's menu. */
export function logRoutes(services: Services) {
  const { logs, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const read = (code: string) => requireAnyPermission(menus.permissions, [code]);

  routes.get('/usual/list', read('log_usual'), async (c) =>
    ok(c, await logs.usualList(c.get('caller'), parseQuery(c, getUsualLogListQueryParams))),
  );
  routes.get('/usual/detail', read('log_usual'), async (c) =>
    ok(c, await logs.usualDetail(c.get('caller'), parseQuery(c, getUsualLogDetailQueryParams).id)),
  );
  routes.get('/api/list', read('log_api'), async (c) =>
    ok(c, await logs.apiList(c.get('caller'), parseQuery(c, getApiLogListQueryParams))),
  );
  routes.get('/api/detail', read('log_api'), async (c) =>
    ok(c, await logs.apiDetail(c.get('caller'), parseQuery(c, getApiLogDetailQueryParams).id)),
  );
  routes.get('/error/list', read('log_error'), async (c) =>
    ok(c, await logs.errorList(c.get('caller'), parseQuery(c, getErrorLogListQueryParams))),
  );
  routes.get('/error/detail', read('log_error'), async (c) =>
    ok(c, await logs.errorDetail(c.get('caller'), parseQuery(c, getErrorLogDetailQueryParams).id)),
  );
  return routes;
}
