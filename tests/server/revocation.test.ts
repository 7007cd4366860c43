import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/platform.ts';
import { SESSION_CHECK_MS } from '../../src/server/modules/auth/session.service.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { call, CLIENT, createTestApp, requestToken, signIn, type TestContext } from './support/test-app.ts';

/** Each event that must end a session takes effect at the very next request, not when the token expires. */
let ctx: TestContext;
let admin: Caller;
let roleId: string;
let otherRoleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  roleId = await roleWith(ctx, admin, 'revoke_a', ['user']);
  otherRoleId = await roleWith(ctx, admin, 'revoke_b', ['user']);
});
afterAll(async () => ctx.close());

async function signedInUser(account: string) {
  const id = await userWith(admin, account, roleId);
  const answer = await requestToken(ctx.app, { account, password: 'pass1234' });
  expect(answer.status).toBe(200);
  const as = caller(ctx, answer.body.access_token);
  expect((await as.get('/blade-user/info')).status).toBe(200);
  return { id, as, refreshToken: answer.body.refresh_token as string };
}

async function expectEnded(as: Caller, refreshToken?: string) {
  const answer = await as.get('/blade-user/info');
  expect(answer.status).toBe(401);
  expect(answer.body.msg).toBe('登录状态已失效,请重新登录');
  if (refreshToken) {
    const refreshed = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000', scope: 'all' },
    });
    expect(refreshed.status).toBe(400);
  }
}

describe('sessions end at the next request', () => {
  it('on sign-out', async () => {
    const { as, refreshToken } = await signedInUser('rv_logout');
    expect((await as.get('/blade-auth/oauth/logout')).status).toBe(200);
    await expectEnded(as, refreshToken);
  });

  it('on the user changing the password (every other session of that user)', async () => {
    const { as, refreshToken } = await signedInUser('rv_passwd');
    const second = await signInTo(ctx, '000000', 'rv_passwd', 'pass1234');
    const changed = await as.post('/blade-user/update-password', {
      query: { oldPassword: 'pass1234', newPassword: 'word5678', newPassword1: 'word5678' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectEnded(second);
    // The session that made the change goes on, refresh included.
    expect((await as.get('/blade-user/info')).status).toBe(200);
    const refreshed = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000', scope: 'all' },
    });
    expect(refreshed.status).toBe(200);
    await signInTo(ctx, '000000', 'rv_passwd', 'word5678');
  });

  it('on an administrator resetting the password', async () => {
    const { id, as, refreshToken } = await signedInUser('rv_reset');
    expect((await admin.post('/blade-user/reset-password', { query: { userIds: id } })).status).toBe(200);
    await expectEnded(as, refreshToken);
  });

  it('on the user being removed', async () => {
    const { id, as, refreshToken } = await signedInUser('rv_remove');
    expect((await admin.post('/blade-user/remove', { query: { ids: id } })).status).toBe(200);
    await expectEnded(as, refreshToken);
  });

  it('on the user being disabled', async () => {
    const { id, as, refreshToken } = await signedInUser('rv_disable');
    const disabled = await admin.post('/blade-user/update', {
      json: { id, account: 'rv_disable', realName: 'rv_disable', roleId, status: 2 },
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    await expectEnded(as, refreshToken);
  });

  it('on a role change', async () => {
    const { id, as, refreshToken } = await signedInUser('rv_role');
    const granted = await admin.post('/blade-user/grant', { query: { userIds: id, roleIds: otherRoleId } });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    await expectEnded(as, refreshToken);
  });

  it('on the tenant being removed', async () => {
    const { tenant, admin: tenantAdmin } = await newTenant(ctx, admin, 'Revoked Co');
    expect((await tenantAdmin.get('/blade-user/info')).status).toBe(200);
    expect((await admin.post('/blade-system/tenant/remove', { query: { ids: tenant.id } })).status).toBe(200);
    await expectEnded(tenantAdmin);
  });

  it('on the tenant being set to expired, and on its expiry time passing', async () => {
    const { tenant, admin: tenantAdmin } = await newTenant(ctx, admin, 'Expiring Co');
    const setExpiry = (expireTime: string) =>
      admin.post('/blade-system/tenant/submit', {
        json: { id: tenant.id, tenantName: 'Expiring Co', expireTime },
      });
    expect((await setExpiry('2026-11-22 08:00:00')).status).toBe(200);
    await expectEnded(tenantAdmin);

    expect((await setExpiry('2026-11-22 17:30:00')).status).toBe(200);
    const again = await signInTo(ctx, tenant.tenantId, 'admin', 'abc123456');
    expect((await again.get('/blade-user/info')).status).toBe(200);
    // 17:30 in UTC+8 is 09:30Z, half an hour after the test clock; the token lives an hour.
    ctx.clock.advance(40 * 60 * 1000);
    await expectEnded(again);
    ctx.clock.advance(-40 * 60 * 1000);
  });

  it('on a change made past this instance (another instance, the database) within the check interval', async () => {
    const { id, as } = await signedInUser('rv_elsewhere');
    await ctx.database.db.update(users).set({ status: 2 }).where(eq(users.id, id));
    ctx.clock.advance(SESSION_CHECK_MS + 1);
    await expectEnded(as);
  });
});
