import { Hono } from 'hono';
import {
  getClientDetailQueryParams,
  getClientListQueryParams,
  removeClientQueryParams,
  submitClientBody,
} from '../../../api/generated/blade-system/zod/client/client.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { requireSuperAdmin } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

/** Clients carry secrets and are platform-wide: every call is the platform administrator's. */
export function clientRoutes(services: Services) {
  const { clients } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth, requireSuperAdmin);

  routes.get('/list', async (c) => ok(c, await clients.list(parseQuery(c, getClientListQueryParams))));
  routes.get('/detail', async (c) =>
    ok(c, await clients.detail(parseQuery(c, getClientDetailQueryParams).id)),
  );
  routes.post('/submit', async (c) => {
    await clients.submit(c.get('caller'), await parseJson(c, submitClientBody));
    return done(c);
  });
  routes.post('/remove', async (c) => {
    await clients.remove(c.get('caller'), csvIds(parseQuery(c, removeClientQueryParams).ids));
    return done(c);
  });

  return routes;
}
