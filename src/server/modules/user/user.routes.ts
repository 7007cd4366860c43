import { Hono } from 'hono';
import { updatePasswordQueryParams, updateUserInfoBody } from '../../../api/generated/blade-user/zod/user/user.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

export function userRoutes(services: Services) {
  const { users } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/info', async (c) => ok(c, await users.info(c.get('caller'))));

  routes.post('/update-password', async (c) => {
    const query = parseQuery(c, updatePasswordQueryParams);
    await users.updatePassword(c.get('caller'), query.oldPassword, query.newPassword, query.newPassword1);
    return done(c);
  });

  routes.post('/update-info', async (c) => {
    await users.updateInfo(c.get('caller'), await parseJson(c, updateUserInfoBody));
    return done(c);
  });

  return routes;
}
