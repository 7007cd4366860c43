import { Hono } from 'hono';
import {
  approveRegistrationQueryParams,
  getUserDetailQueryParams,
  getUserPageQueryParams,
  getUserPlatformDetailQueryParams,
  grantUserQueryParams,
  openWxEquipUserQueryParams,
  openWxUserQueryParams,
  registerGuestQueryParams,
  removeUserQueryParams,
  resetUserPasswordQueryParams,
  submitUserBody,
  updatePasswordQueryParams,
  updateUserBody,
  updateUserInfoBody,
  updateUserPlatformQueryParams,
} from '../../../api/generated/blade-user/zod/user/user.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertPermission, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

export function userRoutes(services: Services) {
  const { users, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();

  // Public: a social sign-in without an account asks for one before it has a token (see the YAML).
  routes.post('/register-guest', async (c) => {
    await users.registerGuest(parseQuery(c, registerGuestQueryParams));
    return done(c);
  });

  routes.use(services.auth);

  routes.get('/info', async (c) => ok(c, await users.info(c.get('caller'))));

  routes.post('/update-password', async (c) => {
    const query = parseQuery(c, updatePasswordQueryParams);
    // A forced change must change something (the same check for every change).
    if (query.newPassword === query.oldPassword) throw badRequest('passwordUnchanged');
    await users.updatePassword(c.get('caller'), query.oldPassword, query.newPassword, query.newPassword1);
    // Every other session of this user ends (their stamp no longer matches); this one goes on.
    await services.sessions.keepAfterOwnChange(c.get('caller'));
    return done(c);
  });

  routes.post('/update-info', async (c) => {
    await users.updateInfo(c.get('caller'), await parseJson(c, updateUserInfoBody));
    return done(c);
  });

  routes.get('/page', can('user_view'), async (c) =>
    ok(c, await users.page(c.get('caller'), parseQuery(c, getUserPageQueryParams), c.get('lang'))),
  );
  routes.get('/detail', can('user_view'), async (c) =>
    ok(c, await users.detail(c.get('caller'), parseQuery(c, getUserDetailQueryParams).id, c.get('lang'))),
  );
  routes.get('/platform-detail', can('user_view'), async (c) =>
    ok(
      c,
      await users.platformDetail(
        c.get('caller'),
        parseQuery(c, getUserPlatformDetailQueryParams).id,
        c.get('lang'),
      ),
    ),
  );
  routes.post('/submit', async (c) => {
    const input = await parseJson(c, submitUserBody);
    await assertPermission(menus.permissions, c.get('caller'), submitCode('user', input.id));
    await users.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/update', can('user_edit'), async (c) => {
    await users.submit(c.get('caller'), await parseJson(c, updateUserBody));
    return done(c);
  });
  routes.post('/update-platform', can('user_edit'), async (c) => {
    const query = parseQuery(c, updateUserPlatformQueryParams);
    await users.updatePlatform(c.get('caller'), query.userId, query.userType, query.userExt);
    return done(c);
  });
  routes.post('/remove', can('user_delete'), async (c) => {
    await users.remove(c.get('caller'), csvIds(parseQuery(c, removeUserQueryParams).ids));
    return done(c);
  });
  routes.post('/reset-password', can('user_reset'), async (c) => {
    await users.resetPassword(c.get('caller'), csvIds(parseQuery(c, resetUserPasswordQueryParams).userIds));
    return done(c);
  });
  routes.post('/open-wxUser', can('user_edit'), async (c) => {
    const query = parseQuery(c, openWxUserQueryParams);
    await users.setFlag(c.get('caller'), csvIds(query.userIds), 'wxUser', query.enabled);
    return done(c);
  });
  routes.post('/open-wxEquipUser', can('user_edit'), async (c) => {
    const query = parseQuery(c, openWxEquipUserQueryParams);
    await users.setFlag(c.get('caller'), csvIds(query.userIds), 'wxEquipUser', query.enabled);
    return done(c);
  });
  routes.post('/grant', can('user_role'), async (c) => {
    const query = parseQuery(c, grantUserQueryParams);
    await users.grant(c.get('caller'), csvIds(query.userIds), csvIds(query.roleIds));
    return done(c);
  });
  routes.post('/register-guest/approve', can('user_edit'), async (c) => {
    const query = parseQuery(c, approveRegistrationQueryParams);
    await users.approve(c.get('caller'), csvIds(query.ids), csvIds(query.roleIds));
    return done(c);
  });

  return routes;
}
