import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/context.ts';
import { apiLogs, errorLogs, menus, roleMenus, roles, users } from '../../src/server/db/schema/platform.ts';
import { hashPassword } from '../../src/server/domain/password.ts';
import { AppError } from '../../src/server/http/errors.ts';
import { requirePermission } from '../../src/server/http/permission.ts';
import { md5 } from 'js-md5';
import {
  TEST_ITERATIONS,
  call,
  createTestApp,
  requestToken,
  signIn,
  type TestContext,
} from './support/test-app.ts';

let ctx: TestContext;
let admin: { access_token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app);
});
afterAll(async () => ctx.close());

let nextUserId = 9_100_000;
async function addUser(account: string, roleAlias: string, password = 'pass1234') {
  const [role] = await ctx.database.db.select().from(roles).where(eq(roles.roleAlias, roleAlias));
  await ctx.database.db.insert(users).values({
    id: String(++nextUserId),
    tenantId: '000000',
    account,
    password: await hashPassword(md5(password), TEST_ITERATIONS),
    name: account,
    realName: account,
    roleId: role!.id,
  });
}

describe('the signed-in user', () => {
  it('reads the own profile with role and dept names', async () => {
    const answer = await call(ctx.app, 'GET', '/api/blade-user/info', { token: admin.access_token });
    expect(answer.body.data).toMatchObject({
      account: 'admin',
      realName: '管理员',
      roleName: '超级管理员',
      deptName: '总公司',
    });
  });

  it('reads user-info with roles and permission codes', async () => {
    await addUser('clerk', 'user');
    const clerk = await signIn(ctx.app, 'clerk', 'pass1234');
    const answer = await call(ctx.app, 'GET', '/api/blade-auth/oauth/user-info', {
      token: clerk.access_token,
    });
    expect(answer.body.data.roles).toEqual(['user']);
    expect(answer.body.data.permissions).toContain('notice_add');
    expect(answer.body.data.permissions).not.toContain('user_add');
  });

  it('updates the own profile and refuses a bad phone number', async () => {
    const update = await call(ctx.app, 'POST', '/api/blade-user/update-info', {
      token: admin.access_token,
      json: { name: '管理员', realName: '王管理', phone: '13812345678', email: 'boss@example.com' },
    });
    expect(update.body.success).toBe(true);
    const info = await call(ctx.app, 'GET', '/api/blade-user/info', { token: admin.access_token });
    expect(info.body.data).toMatchObject({ realName: '王管理', phone: '13812345678' });
    const bad = await call(ctx.app, 'POST', '/api/blade-user/update-info', {
      token: admin.access_token,
      json: { name: '管理员', realName: '王管理', phone: '12345' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^phone: /);
    const notJson = await call(ctx.app, 'POST', '/api/blade-user/update-info', {
      token: admin.access_token,
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.msg).toBe('请求体不是合法的 JSON');
  });
});

describe('changing the password', () => {
  it('checks the old password and the rule, then the new password signs in', async () => {
    await addUser('changer', 'user', 'first111');
    const session = await signIn(ctx.app, 'changer', 'first111');
    const change = (oldPassword: string, newPassword: string, newPassword1 = newPassword) =>
      call(ctx.app, 'POST', '/api/blade-user/update-password', {
        token: session.access_token,
        query: { oldPassword, newPassword, newPassword1 },
      });
    expect((await change('first111', 'short1')).status).toBe(200);
    expect((await change('short1', 'onlyletters')).body.msg).toBe('请输入6-20位，带数字和字母组合的密码');
    expect((await change('short1', 'abc12345', 'abc123456')).body.msg).toBe('两次密码输入不一致');
    expect((await change('wrong999', 'abc12345')).body.msg).toBe('原密码不正确');
    // Legacy BladeX clients send md5 hex for every value.
    expect((await change(md5('short1'), md5('second22'))).status).toBe(200);
    expect((await requestToken(ctx.app, { account: 'changer', password: 'short1' })).status).toBe(400);
    expect((await requestToken(ctx.app, { account: 'changer', password: 'second22' })).status).toBe(200);
  });

  it('works through oauth/update-password too', async () => {
    await addUser('changer2', 'user', 'first111');
    const session = await signIn(ctx.app, 'changer2', 'first111');
    const answer = await call(ctx.app, 'POST', '/api/blade-auth/oauth/update-password', {
      token: session.access_token,
      query: { oldPassword: 'first111', newPassword: 'third333', newPassword1: 'third333' },
    });
    expect(answer.status).toBe(200);
    expect((await requestToken(ctx.app, { account: 'changer2', password: 'third333' })).status).toBe(200);
  });

  it('stores only a salted hash', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.account, 'admin'));
    expect(row!.password).toMatch(/^pbkdf2_sha256\$\d+\$/);
    expect(row!.password).not.toContain(md5('admin'));
  });
});

describe('menus and buttons', () => {
  it('gives the administrator the whole tree, leaves without children keys', async () => {
    const routes = await call(ctx.app, 'GET', '/api/blade-system/menu/routes', { token: admin.access_token });
    const codes = routes.body.data.map((m: { code: string }) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['desk', 'demand', 'system']));
    const desk = routes.body.data.find((m: { code: string }) => m.code === 'desk');
    expect(desk.children[0]).toMatchObject({ path: '/wel/index' });
    expect('children' in desk.children[0]).toBe(false);
    const buttons = await call(ctx.app, 'GET', '/api/blade-system/menu/buttons', {
      token: admin.access_token,
    });
    const leaves: string[] = [];
    const walk = (items: { code: string; category: number; children?: unknown[] }[]) =>
      items.forEach((item) =>
        item.children ? walk(item.children as never) : leaves.push(`${item.category}:${item.code}`),
      );
    walk(buttons.body.data);
    expect(leaves).toContain('2:user_add');
    expect(leaves.every((leaf) => leaf.startsWith('2:'))).toBe(true);
  });

  it('names menus in English on request', async () => {
    const routes = await call(ctx.app, 'GET', '/api/blade-system/menu/routes', {
      token: admin.access_token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(routes.body.data[0].name).toBe('Desk');
  });

  it('shows a role only what it is granted, and a new grant applies at the next request', async () => {
    await addUser('viewer', 'user');
    const viewer = await signIn(ctx.app, 'viewer', 'pass1234');
    const before = await call(ctx.app, 'GET', '/api/blade-system/menu/routes', {
      token: viewer.access_token,
    });
    expect(before.body.data.map((m: { code: string }) => m.code)).toEqual(['desk']);
    const [role] = await ctx.database.db.select().from(roles).where(eq(roles.roleAlias, 'user'));
    const [param] = await ctx.database.db.select().from(menus).where(eq(menus.code, 'param'));
    await ctx.database.db.insert(roleMenus).values({ id: '4999999', roleId: role!.id, menuId: param!.id });
    const after = await call(ctx.app, 'GET', '/api/blade-system/menu/routes', { token: viewer.access_token });
    expect(after.body.data.map((m: { code: string }) => m.code)).toEqual(['desk', 'system']);
    await ctx.database.db
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, role!.id), eq(roleMenus.menuId, param!.id)));
  });

  it('lists no top menus for a fresh tenant, and finds no tenant for an unknown domain', async () => {
    const top = await call(ctx.app, 'GET', '/api/blade-system/menu/top-menu', { token: admin.access_token });
    expect(top.body.data).toEqual([]);
    const info = await call(ctx.app, 'GET', '/api/blade-system/tenant/info', {
      query: { domain: 'http://nowhere' },
    });
    expect(info.body).toMatchObject({ code: 200, data: {} });
  });
});

describe('permission by code', () => {
  it('answers 403 when the role lacks the code, and lets the administrator through', async () => {
    const probe = new Hono<AppEnv>();
    probe.use(ctx.app.services.auth);
    probe.get('/probe', requirePermission(ctx.app.services.menus.permissions, 'user_add'), (c) =>
      c.json({ ok: true }),
    );
    // The refusal carries the code; the app's error handler turns it into the screen's name (read-permissions test).
    probe.onError((error, c) =>
      error instanceof AppError
        ? c.json({ code: error.status, key: error.key, about: error.args[0] }, 403)
        : c.text('', 500),
    );
    await addUser('plain', 'user');
    const plain = await signIn(ctx.app, 'plain', 'pass1234');
    const refused = await probe.request('/probe', {
      headers: { 'Blade-Auth': `bearer ${plain.access_token}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, key: 'forbidden', about: 'user_add' });
    const allowed = await probe.request('/probe', {
      headers: { 'Blade-Auth': `bearer ${admin.access_token}` },
    });
    expect(allowed.status).toBe(200);
  });
});

describe('logs and envelope errors', () => {
  it('captures API calls without secrets', async () => {
    await requestToken(ctx.app, { password: 'wrong-one' });
    await ctx.app.flushLogs();
    const rows = await ctx.database.db
      .select()
      .from(apiLogs)
      .where(eq(apiLogs.requestUri, '/api/blade-auth/oauth/token'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.params.includes('password=******'))).toBe(true);
    expect(rows.every((r) => !r.params.includes(md5('wrong-one')))).toBe(true);
  });

  it('stores uploaded UI error logs', async () => {
    const answer = await call(ctx.app, 'POST', '/api/blade-auth/oauth/logout', {
      token: admin.access_token,
      json: [
        {
          type: 'error',
          message: 'x is undefined',
          stack: 'at y',
          info: 'render',
          url: '/wel/index',
          time: '2026-11-22 10:00:00',
        },
      ],
    });
    expect(answer.body.success).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(errorLogs)
      .where(eq(errorLogs.message, 'x is undefined'));
    expect(rows).toHaveLength(1);
    const bad = await call(ctx.app, 'POST', '/api/blade-auth/oauth/logout', {
      token: admin.access_token,
      json: [{ type: 1 }],
    });
    expect(bad.status).toBe(400);
  });

  it('answers unknown paths with an enveloped 404', async () => {
    const answer = await call(ctx.app, 'GET', '/api/blade-nothing/here', { token: admin.access_token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, success: false });
  });

  it('clears the cache on request', async () => {
    const answer = await call(ctx.app, 'GET', '/api/blade-auth/oauth/clear-cache', {
      token: admin.access_token,
    });
    expect(answer.body).toMatchObject({ code: 200, success: true });
  });

  it('draws captchas as images and slider puzzles', async () => {
    const image = await call(ctx.app, 'GET', '/api/blade-auth/oauth/captcha');
    expect(image.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(image.body.image.split(',')[1])).not.toMatch(/<text/);
    const slider = await call(ctx.app, 'GET', '/api/blade-auth/oauth/sliderCaptcha');
    expect(slider.body).toMatchObject({ width: 280, height: 150 });
    const answer = await ctx.app.services.captcha.peek(slider.body.key);
    const withSlider = (offset: number) =>
      call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
        headers: {
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Captcha-Key': slider.body.key,
          'Captcha-Code': String(offset),
        },
        query: {
          grant_type: 'slider_captcha',
          tenantId: '000000',
          username: 'admin',
          password: md5('admin'),
        },
      });
    expect((await withSlider(Number(answer) + 3)).status).toBe(200);
  });
});
