import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * A password someone else set (a new tenant's administrator gets the well-known initial password; an
 * administrator's reset) must be changed before anything else: the session is limited to the shell, the own
 * profile, the password change and sign-out until then.
 */
let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

async function expectLimited(as: Caller) {
  const refused = await as.get('/blade-system/role/list');
  expect(refused.status).toBe(403);
  expect(refused.body.msg).toBe('密码由管理员设置,请先在个人信息中修改密码');
  // The mark the client goes to the password form by (a 403 for a missing permission has none).
  expect(refused.headers.get('Blade-Password-Must-Change')).toBe('true');
  const profile = await as.get('/blade-user/info');
  expect(profile.status).toBe(200);
  expect(profile.headers.get('Blade-Password-Must-Change')).toBeNull();
  expect((await as.get('/blade-system/menu/routes')).status).toBe(200);
}

describe('a password set by someone else', () => {
  it('is changed at a new tenant administrator’s first sign-in before anything else', async () => {
    const created = await admin.post('/blade-system/tenant/submit', {
      json: { tenantName: '新租户', linkman: 'x' },
    });
    expect(created.status).toBe(200);
    const list = await admin.get('/blade-system/tenant/list', { tenantName: '新租户', size: 50 });
    const tenantId = list.body.data.records[0].tenantId as string;
    const tenantAdmin = await signInTo(ctx, tenantId, 'admin', 'abc123456');
    await expectLimited(tenantAdmin);

    const same = await tenantAdmin.post('/blade-user/update-password', {
      query: { oldPassword: 'abc123456', newPassword: 'abc123456', newPassword1: 'abc123456' },
    });
    expect(same.body.msg).toBe('新密码不能与原密码相同');
    const changed = await tenantAdmin.post('/blade-user/update-password', {
      query: { oldPassword: 'abc123456', newPassword: 'mine2026x', newPassword1: 'mine2026x' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The same session goes on, no longer limited.
    expect((await tenantAdmin.get('/blade-system/role/list')).status).toBe(200);
  });

  it('is changed after an administrator’s reset', async () => {
    const roleId = await roleWith(ctx, admin, 'fp_role', ['role', 'role_view']);
    const id = await userWith(admin, 'fpuser', roleId);
    const before = await signInTo(ctx, '000000', 'fpuser', 'pass1234');
    expect((await before.get('/blade-system/role/list')).status).toBe(200);
    expect((await admin.post('/blade-user/reset-password', { query: { userIds: id } })).status).toBe(200);
    const after = await signInTo(ctx, '000000', 'fpuser', 'abc123456');
    await expectLimited(after);
    const changed = await after.post('/blade-auth/oauth/update-password', {
      query: { oldPassword: 'abc123456', newPassword: 'again2026', newPassword1: 'again2026' },
    });
    expect(changed.status).toBe(200);
    expect((await after.get('/blade-system/role/list')).status).toBe(200);
  });
});
