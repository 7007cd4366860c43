import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOauths, users } from '../../src/server/db/schema/platform.ts';
import { testSocialProvider } from '../../src/server/modules/auth/token.service.ts';
import { caller, roleWith, type Caller } from './support/system-fixtures.ts';
import { CLIENT, call, createTestApp, requestToken, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp({ socialProviders: { test: testSocialProvider } });
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

const social = (code: string, source = 'test', tenantId = '000000') =>
  call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
    headers: { Authorization: CLIENT, 'Tenant-Id': tenantId },
    query: { grant_type: 'social', source, code, state: 'xyz', scope: 'all' },
  });

const register = (query: Record<string, string>) =>
  call(ctx.app, 'POST', '/api/blade-user/register-guest', { query });

describe('social sign-in and guest registration', () => {
  let oauthId: string;

  it('answers an unknown identity with user_id -1 and its oauth_id, storing the identity once', async () => {
    const first = await social('alice');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      user_id: '-1',
      access_token: '',
      refresh_token: '',
      user_name: 'alice',
      nick_name: 'Test alice',
    });
    oauthId = first.body.oauth_id;
    expect(oauthId).toMatch(/^\d+$/);
    expect((await social('alice')).body.oauth_id).toBe(oauthId);
    const rows = await ctx.database.db.select().from(userOauths).where(eq(userOauths.uuid, 'alice'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: '000000', source: 'test', userId: null });
    // A provider nobody configured stays refused.
    expect((await social('alice', 'github')).body.error_description).toBe('未配置第三方登录: github');
  });

  it('stores a registration as a pending user who cannot sign in yet', async () => {
    const answer = await register({
      tenantId: '000000',
      name: '爱丽丝',
      account: 'alice',
      password: 'alice123',
      oauthId,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, success: true });
    const pending = await admin.get('/blade-user/page', { status: '0' });
    expect(pending.body.data.records).toHaveLength(1);
    expect(pending.body.data.records[0]).toMatchObject({
      account: 'alice',
      name: '爱丽丝',
      status: 0,
      statusName: '待审核',
    });
    expect(
      (await requestToken(ctx.app, { account: 'alice', password: 'alice123' })).body.error_description,
    ).toBe('账号已被禁用');
    expect((await social('alice')).body.error_description).toBe('注册申请正在等待管理员审核');
    // The identity is linked now; it cannot register a second account.
    const again = await register({ tenantId: '000000', account: 'alice2', password: 'alice123', oauthId });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('第三方账号不存在或已绑定用户');
  });

  it('refuses a taken account, a weak password, an unknown tenant or identity, and closed registration', async () => {
    const bob = (await social('bob')).body.oauth_id;
    const taken = await register({
      tenantId: '000000',
      account: 'admin',
      password: 'bob12345',
      oauthId: bob,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('当前账号已被使用: admin');
    expect(
      (await register({ tenantId: '000000', account: 'bob', password: 'short', oauthId: bob })).body.msg,
    ).toBe('请输入6-20位，带数字和字母组合的密码');
    expect(
      (await register({ tenantId: '999999', account: 'bob', password: 'bob12345', oauthId: bob })).body.msg,
    ).toBe('租户不存在或已停用');
    expect(
      (await register({ tenantId: '000000', account: 'bob', password: 'bob12345', oauthId: '123' })).status,
    ).toBe(400);
    expect((await register({ tenantId: '000000', account: 'bob' })).status).toBe(400);

    const param = (await admin.get('/blade-system/param/list', { paramKey: 'account.registerUser' })).body
      .data.records[0];
    await admin.post('/blade-system/param/submit', { json: { ...param, paramValue: 'false' } });
    const closed = await register({ tenantId: '000000', account: 'bob', password: 'bob12345', oauthId: bob });
    expect(closed.body.msg).toBe('该租户未开启注册功能');
    await admin.post('/blade-system/param/submit', { json: { ...param, paramValue: 'true' } });
    expect(await ctx.database.db.select().from(users).where(eq(users.account, 'bob'))).toEqual([]);
  });

  it('is approved by an administrator with user_edit; then the social sign-in signs in as that user', async () => {
    const alice = (await admin.get('/blade-user/page', { account: 'alice' })).body.data.records[0];
    const admins = await admin.get('/blade-user/page', { account: 'admin' });
    // Only pending registrations can be approved.
    expect(
      (
        await admin.post('/blade-user/register-guest/approve', {
          query: { ids: admins.body.data.records[0].id },
        })
      ).status,
    ).toBe(404);
    const roleId = await roleWith(ctx, admin, 'guest_role', ['user', 'user_view']);
    const approve = await admin.post('/blade-user/register-guest/approve', {
      query: { ids: alice.id, roleIds: roleId },
    });
    expect(approve.status).toBe(200);
    expect((await admin.get('/blade-user/detail', { id: alice.id })).body.data).toMatchObject({
      status: 1,
      roleName: 'guest_role',
    });

    const signedIn = await social('alice');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      user_id: alice.id,
      account: 'alice',
      oauth_id: oauthId,
      role_name: 'guest_role',
    });
    const me = await call(ctx.app, 'GET', '/api/blade-user/info', { token: signedIn.body.access_token });
    expect(me.body.data.account).toBe('alice');
    expect((await requestToken(ctx.app, { account: 'alice', password: 'alice123' })).status).toBe(200);
    const [link] = await ctx.database.db
      .select()
      .from(userOauths)
      .where(and(eq(userOauths.uuid, 'alice'), eq(userOauths.userId, alice.id)));
    expect(link).toBeDefined();
  });

  it('needs the tenant for a social sign-in', async () => {
    const answer = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'social', source: 'test', code: 'carol' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe('租户编号不能为空');
  });
});
