import { eq } from 'drizzle-orm';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/platform.ts';
import { caller, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, requestToken, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let admin: Caller;
let depts: Record<string, string>;
let buyerRole: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const flat = (
    nodes: { id: string; deptName: string; children?: unknown[] }[],
  ): { id: string; deptName: string }[] => nodes.flatMap((n) => [n, ...flat((n.children ?? []) as never)]);
  depts = Object.fromEntries(
    flat((await admin.get('/blade-system/dept/list')).body.data).map((d) => [d.deptName, d.id]),
  );
  buyerRole = await roleWith(ctx, admin, 'buyer', ['user', 'user_view']);
});
afterAll(async () => ctx.close());

describe('the user list', () => {
  it('pages users with role, dept, post, sex and status names, and never a password', async () => {
    const posts = (await admin.get('/blade-system/post/select')).body.data;
    await userWith(admin, 'zhang', buyerRole, {
      realName: '张三',
      deptId: depts['上海项目部'],
      postId: posts[0].id,
      sex: 1,
      phone: '13800000001',
      birthday: '1990-05-06',
    });
    await userWith(admin, 'li', buyerRole, { realName: '李四', deptId: depts['财务部'], sex: 2 });
    const page = await admin.get('/blade-user/page', { current: 1, size: 10, deptId: '' });
    expect(page.body.data.total).toBe(3);
    const zhang = page.body.data.records.find((u: { account: string }) => u.account === 'zhang');
    expect(zhang).toMatchObject({
      realName: '张三',
      roleName: 'buyer',
      deptName: '上海项目部',
      postName: '首席执行官',
      sexName: '男',
      statusName: '正常',
      status: 1,
      birthday: '1990-05-06',
      wxUser: 0,
    });
    expect(JSON.stringify(page.body)).not.toMatch(/password|pbkdf2/);
    const en = await caller(ctx, admin.token, 'en').get('/blade-user/page', { account: 'zhang' });
    expect(en.body.data.records[0]).toMatchObject({ sexName: 'Male', statusName: 'Active' });
  });

  it('filters by account, real name, and a department with everything below it', async () => {
    const accounts = async (query: Record<string, string>) =>
      (await admin.get('/blade-user/page', query)).body.data.records
        .map((u: { account: string }) => u.account)
        .sort();
    expect(await accounts({ account: 'zha' })).toEqual(['zhang']);
    expect(await accounts({ realName: '李' })).toEqual(['li']);
    // 华东区域 holds 上海项目部; 总公司 holds everything.
    expect(await accounts({ deptId: depts['华东区域']! })).toEqual(['zhang']);
    expect(await accounts({ deptId: depts['总公司']! })).toEqual(['admin', 'li', 'zhang']);
    expect(await accounts({ deptId: depts['采购部']! })).toEqual([]);
    expect(await accounts({ deptId: '424242' })).toEqual([]);
    expect((await admin.get('/blade-user/page', { deptId: 'abc' })).status).toBe(400);
    const second = await admin.get('/blade-user/page', { current: 2, size: 2 });
    expect(second.body.data).toMatchObject({ current: 2, size: 2, total: 3, pages: 2 });
    expect(second.body.data.records).toHaveLength(1);
  });

  it('sorts by the column the table header asks for, and refuses a column it does not sort by', async () => {
    const order = async (query: Record<string, string>) =>
      (await admin.get('/blade-user/page', query)).body.data.records.map(
        (u: { account: string }) => u.account,
      );
    expect(await order({ ascs: 'account' })).toEqual(['admin', 'li', 'zhang']);
    expect(await order({ descs: 'account' })).toEqual(['zhang', 'li', 'admin']);
    const byName = await order({ ascs: 'realName' });
    expect(byName).toHaveLength(3);
    expect(await order({ descs: 'realName', ascs: '' })).toEqual([...byName].reverse());
    const refused = await admin.get('/blade-user/page', { ascs: 'password' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/ascs/);
  });
});

describe('creating and changing users', () => {
  it('creates a user who signs in with the password given, and updates without touching it', async () => {
    const id = await userWith(admin, 'wang', buyerRole, { realName: '王五', email: 'w@example.com' });
    const wang = await signInTo(ctx, '000000', 'wang', 'pass1234');
    expect((await wang.get('/blade-user/info')).body.data).toMatchObject({
      realName: '王五',
      roleName: 'buyer',
    });
    const update = await admin.post('/blade-user/update', {
      json: {
        id,
        account: 'wang',
        realName: '王五五',
        password: 'ignored1',
        deptId: depts['财务部'],
        status: 1,
      },
    });
    expect(update.status).toBe(200);
    expect((await admin.get('/blade-user/detail', { id })).body.data).toMatchObject({
      realName: '王五五',
      deptName: '财务部',
    });
    expect((await requestToken(ctx.app, { account: 'wang', password: 'pass1234' })).status).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.password).toMatch(/^pbkdf2_sha256\$/);
    const noId = await admin.post('/blade-user/update', { json: { account: 'wang', realName: 'x' } });
    expect(noId.status).toBe(400);
    expect(noId.body.msg).toMatch(/^id: /);
  });

  it('refuses a missing or weak password, a taken account, unknown roles and bad fields with clear 400s', async () => {
    const submit = (json: Record<string, unknown>) => admin.post('/blade-user/submit', { json });
    expect((await submit({ account: 'nopass', realName: 'x' })).body.msg).toBe(
      'password: 新增用户时请输入密码',
    );
    expect((await submit({ account: 'weak', realName: 'x', password: 'abcdefgh' })).body.msg).toBe(
      '请输入6-20位，带数字和字母组合的密码',
    );
    const taken = await submit({ account: 'zhang', realName: 'x', password: 'pass1234' });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('当前账号已被使用: zhang');
    const en = await caller(ctx, admin.token, 'en').post('/blade-user/submit', {
      json: { account: 'zhang', realName: 'x', password: 'pass1234' },
    });
    expect(en.body.msg).toBe('The account zhang is already taken');
    expect(
      (await submit({ account: 'ghost', realName: 'x', password: 'pass1234', roleId: '777' })).body.msg,
    ).toBe('角色不存在或不属于本租户: 777');
    expect(
      (await submit({ account: 'ghost', realName: 'x', password: 'pass1234', postId: '1,2' })).body.msg,
    ).toBe('岗位不存在或不属于本租户: 1,2');
    expect(
      (await submit({ account: 'ghost', realName: 'x', password: 'pass1234', birthday: '1990-02-30' })).body
        .msg,
    ).toBe('日期不正确: 1990-02-30');
    const phone = await submit({ account: 'ghost', realName: 'x', password: 'pass1234', phone: '123' });
    expect(phone.body.msg).toMatch(/^phone: /);
    expect((await submit({ account: 'bad account', realName: 'x', password: 'pass1234' })).body.msg).toMatch(
      /^account: /,
    );
    expect((await submit({ id: '5555', account: 'ghost', realName: 'x' })).status).toBe(404);
    // A password sent as md5 hex (legacy BladeX clients) works too.
    expect((await submit({ account: 'hexed', realName: 'x', password: md5('hexed123') })).status).toBe(200);
    expect((await requestToken(ctx.app, { account: 'hexed', password: 'hexed123' })).status).toBe(200);
  });

  it('needs user_add to create and user_edit to change', async () => {
    const viewerRole = await roleWith(ctx, admin, 'user_viewer', ['user', 'user_view']);
    await userWith(admin, 'viewer', viewerRole);
    const viewer = await signInTo(ctx, '000000', 'viewer', 'pass1234');
    const add = await viewer.post('/blade-user/submit', {
      json: { account: 'newbie', realName: 'x', password: 'pass1234' },
    });
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('无权访问: 用户管理 · 新增');
    const zhang = (await viewer.get('/blade-user/page', { account: 'zhang' })).body.data.records[0];
    expect(
      (await viewer.post('/blade-user/submit', { json: { id: zhang.id, account: 'zhang', realName: 'x' } }))
        .body.msg,
    ).toBe('无权访问: 用户管理 · 修改');
    expect((await viewer.post('/blade-user/remove', { query: { ids: zhang.id } })).status).toBe(403);
    expect((await viewer.post('/blade-user/reset-password', { query: { userIds: zhang.id } })).status).toBe(
      403,
    );
    expect(
      (await viewer.post('/blade-user/grant', { query: { userIds: zhang.id, roleIds: viewerRole } })).status,
    ).toBe(403);
    expect((await viewer.get('/blade-user/detail', { id: zhang.id })).body.data.realName).toBe('张三');
  });
});

describe('user administration calls', () => {
  it('removes users softly, never oneself, and frees the account', async () => {
    const me = (await admin.get('/blade-user/info')).body.data.id;
    const self = await admin.post('/blade-user/remove', { query: { ids: me } });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能删除当前登录的用户');
    const temp = await userWith(admin, 'temp', buyerRole);
    expect((await admin.post('/blade-user/remove', { query: { ids: temp } })).status).toBe(200);
    expect((await admin.get('/blade-user/detail', { id: temp })).status).toBe(404);
    expect((await requestToken(ctx.app, { account: 'temp', password: 'pass1234' })).status).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, temp));
    expect(row!.isDeleted).toBe(1);
    await userWith(admin, 'temp', buyerRole);
  });

  it("resets passwords to the tenant's initial password", async () => {
    const id = (await admin.get('/blade-user/page', { account: 'li' })).body.data.records[0].id;
    expect((await admin.post('/blade-user/reset-password', { query: { userIds: id } })).status).toBe(200);
    expect((await requestToken(ctx.app, { account: 'li', password: 'pass1234' })).status).toBe(400);
    expect((await requestToken(ctx.app, { account: 'li', password: 'abc123456' })).status).toBe(200);
    const param = (await admin.get('/blade-system/param/list', { paramKey: 'account.initPassword' })).body
      .data.records[0];
    await admin.post('/blade-system/param/submit', { json: { ...param, paramValue: 'reset2026' } });
    await admin.post('/blade-user/reset-password', { query: { userIds: id } });
    expect((await requestToken(ctx.app, { account: 'li', password: 'reset2026' })).status).toBe(200);
  });

  it('grants roles, which the user holds from the next sign-in', async () => {
    const id = (await admin.get('/blade-user/page', { account: 'li' })).body.data.records[0].id;
    const paramRole = await roleWith(ctx, admin, 'param_only', ['param', 'param_view']);
    expect(
      (
        await admin.post('/blade-user/grant', {
          query: { userIds: id, roleIds: `${paramRole},${buyerRole}` },
        })
      ).status,
    ).toBe(200);
    expect((await admin.get('/blade-user/detail', { id })).body.data.roleName).toBe('param_only,buyer');
    const li = await signInTo(ctx, '000000', 'li', 'reset2026');
    // The reset password must be changed first (forced-password-change test).
    await li.post('/blade-user/update-password', {
      query: { oldPassword: 'reset2026', newPassword: 'li2026ok', newPassword1: 'li2026ok' },
    });
    expect((await li.get('/blade-system/param/list')).status).toBe(200);
    expect(
      (await admin.post('/blade-user/grant', { query: { userIds: '404404', roleIds: paramRole } })).status,
    ).toBe(404);
  });

  it('stores the WeChat flags and the platform settings', async () => {
    const id = (await admin.get('/blade-user/page', { account: 'zhang' })).body.data.records[0].id;
    await admin.post('/blade-user/open-wxUser', { query: { userIds: id } });
    await admin.post('/blade-user/open-wxEquipUser', { query: { userIds: id, enabled: 1 } });
    expect((await admin.get('/blade-user/detail', { id })).body.data).toMatchObject({
      wxUser: 1,
      wxEquipUser: 1,
    });
    await admin.post('/blade-user/open-wxUser', { query: { userIds: id, enabled: 0 } });
    expect((await admin.get('/blade-user/detail', { id })).body.data).toMatchObject({
      wxUser: 0,
      wxEquipUser: 1,
    });
    expect((await admin.post('/blade-user/open-wxUser', { query: { userIds: id, enabled: 5 } })).status).toBe(
      400,
    );

    const update = await admin.post('/blade-user/update-platform', {
      query: { userId: id, userType: 2, userExt: '{"deviceId":"A1"}' },
    });
    expect(update.status).toBe(200);
    expect((await admin.get('/blade-user/platform-detail', { id })).body.data).toMatchObject({
      userType: 2,
      userTypeName: 'APP',
      userExt: '{"deviceId":"A1"}',
    });
    expect(
      (await admin.post('/blade-user/update-platform', { query: { userId: id, userType: 9 } })).status,
    ).toBe(400);
  });
});
