import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts, regions, tenants } from '../../src/server/db/schema/platform.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, requestToken, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

type Tree = { id: string; parentId: string; ancestors?: string; children?: Tree[] };
const flatten = (nodes: Tree[]): Tree[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('departments', () => {
  const save = (json: Record<string, unknown>) => admin.post('/blade-system/dept/submit', { json });

  it('answers the saved department with category name and keeps ancestors right', async () => {
    const root = (await admin.get('/blade-system/dept/list')).body.data[0];
    expect(root).toMatchObject({
      deptName: '总公司',
      ancestors: '0',
      deptCategoryName: '公司',
      parentName: '顶级',
    });
    const area = await save({ parentId: root.id, deptName: '华南区域', deptCategory: 2, sort: 5 });
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    expect(area.body.data).toMatchObject({
      tenantId: '000000',
      ancestors: `0,${root.id}`,
      deptCategoryName: '区域',
      parentName: '总公司',
    });
    const project = await save({
      parentId: area.body.data.id,
      deptName: '深圳项目部',
      deptCategory: 3,
      sort: 1,
    });
    expect(project.body.data.ancestors).toBe(`0,${root.id},${area.body.data.id}`);
    const team = await save({ parentId: project.body.data.id, deptName: '材料组', deptCategory: 4, sort: 1 });

    // Moving the area under 采购部 moves everything below it.
    const purchase = flatten((await admin.get('/blade-system/dept/list')).body.data).find(
      (d) => (d as unknown as { deptName: string }).deptName === '采购部',
    )!;
    const moved = await save({
      id: area.body.data.id,
      parentId: purchase.id,
      deptName: '华南区域',
      deptCategory: 2,
      sort: 5,
    });
    expect(moved.body.data.ancestors).toBe(`0,${root.id},${purchase.id}`);
    const [teamRow] = await ctx.database.db.select().from(depts).where(eq(depts.id, team.body.data.id));
    expect(teamRow!.ancestors).toBe(
      `0,${root.id},${purchase.id},${area.body.data.id},${project.body.data.id}`,
    );

    // Every ancestors list matches the parent chain: no drift, no cycles.
    const all = flatten((await admin.get('/blade-system/dept/list')).body.data);
    const byId = new Map(all.map((d) => [d.id, d]));
    for (const dept of all) {
      const chain: string[] = [];
      for (let at = dept.parentId; at !== '0'; at = byId.get(at)!.parentId) chain.unshift(at);
      expect(dept.ancestors).toBe(['0', ...chain].join(','));
    }
  });

  it('refuses a department under itself or below itself, an unknown parent, and a bad category', async () => {
    const all = flatten((await admin.get('/blade-system/dept/list')).body.data) as (Tree & {
      deptName: string;
    })[];
    const area = all.find((d) => d.deptName === '华南区域')!;
    const team = all.find((d) => d.deptName === '材料组')!;
    const below = await save({
      id: area.id,
      parentId: team.id,
      deptName: '华南区域',
      deptCategory: 2,
      sort: 5,
    });
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe('上级不能选择自身或其下级');
    expect(
      (await save({ id: area.id, parentId: area.id, deptName: '华南区域', deptCategory: 2, sort: 5 })).status,
    ).toBe(400);
    expect((await save({ parentId: '999999', deptName: 'x', deptCategory: 4, sort: 1 })).body.msg).toBe(
      '上级不存在: 999999',
    );
    const category = await save({ deptName: 'x', deptCategory: 7, sort: 1 });
    expect(category.status).toBe(400);
    expect(category.body.msg).toMatch(/^deptCategory: /);
  });

  it('serves lazy levels and TreeNodes', async () => {
    const top = await admin.get('/blade-system/dept/lazy-list', { parentId: '' });
    expect(top.body.data).toHaveLength(1);
    expect(top.body.data[0]).toMatchObject({ deptName: '总公司', hasChildren: true });
    const lazyTree = await admin.get('/blade-system/dept/lazy-tree', { parentId: top.body.data[0].id });
    expect(lazyTree.body.data.length).toBeGreaterThan(1);
    expect(lazyTree.body.data.every((n: Tree) => !('children' in n) && 'hasChildren' in n)).toBe(true);
    const tree = await admin.get('/blade-system/dept/tree');
    expect(tree.body.data[0]).toMatchObject({ title: '总公司', key: top.body.data[0].id, hasChildren: true });
    expect(
      (await admin.get('/blade-system/dept/detail', { id: top.body.data[0].id })).body.data.deptName,
    ).toBe('总公司');
  });

  it('refuses to remove a department with children or users, naming it', async () => {
    const all = flatten((await admin.get('/blade-system/dept/list')).body.data) as (Tree & {
      deptName: string;
    })[];
    const project = all.find((d) => d.deptName === '深圳项目部')!;
    const team = all.find((d) => d.deptName === '材料组')!;
    const withChildren = await admin.post('/blade-system/dept/remove', { query: { ids: project.id } });
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.msg).toBe('请先删除下级: 材料组');
    const roleId = await roleWith(ctx, admin, 'team_member', []);
    const member = await userWith(admin, 'teammember', roleId, { deptId: team.id });
    const withUsers = await admin.post('/blade-system/dept/remove', { query: { ids: team.id } });
    expect(withUsers.body.msg).toBe('部门下仍有用户,不能删除: 材料组');
    await admin.post('/blade-user/remove', { query: { ids: member } });
    // Both at once: the child goes with its parent.
    expect(
      (await admin.post('/blade-system/dept/remove', { query: { ids: `${project.id},${team.id}` } })).status,
    ).toBe(200);
    expect((await admin.get('/blade-system/dept/detail', { id: team.id })).status).toBe(404);
  });
});

describe('posts', () => {
  it('lists with category names, selects, and refuses to remove a post a user holds', async () => {
    const list = await admin.get('/blade-system/post/list', { category: '1', size: 3 });
    expect(list.body.data).toMatchObject({ total: 5, pages: 2 });
    expect(list.body.data.records[0]).toMatchObject({ postCode: 'ceo', categoryName: '高层' });
    const created = await admin.post('/blade-system/post/submit', {
      json: { category: 3, postCode: 'buyer', postName: '采购员', sort: 9 },
    });
    expect(created.status).toBe(200);
    const select = await admin.get('/blade-system/post/select');
    const buyer = select.body.data.find((p: { postCode: string }) => p.postCode === 'buyer');
    expect(buyer).toMatchObject({ categoryName: '基层', tenantId: '000000' });
    await admin.post('/blade-system/post/submit', {
      json: { id: buyer.id, category: 3, postCode: 'buyer', postName: '采购专员', sort: 9 },
    });
    expect((await admin.get('/blade-system/post/detail', { id: buyer.id })).body.data.postName).toBe(
      '采购专员',
    );
    const roleId = await roleWith(ctx, admin, 'buyer_role', []);
    await userWith(admin, 'buyer1', roleId, { postId: buyer.id });
    const refused = await admin.post('/blade-system/post/remove', { query: { ids: buyer.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('岗位仍被用户使用,不能删除: 采购专员');
    const bad = await admin.post('/blade-system/post/submit', {
      json: { category: 3, postCode: 'toolongpostcode', postName: 'x', sort: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^postCode: /);
  });
});

describe('regions', () => {
  it('serves the sample as a lazy tree under 00 and pages of rows', async () => {
    const provinces = await admin.get('/blade-system/region/lazy-tree');
    expect(provinces.body.data.map((n: { title: string }) => n.title)).toEqual([
      '北京市',
      '上海市',
      '江苏省',
      '广东省',
    ]);
    expect(provinces.body.data[2]).toMatchObject({
      id: '32',
      parentId: '00',
      key: '32',
      value: '32',
      hasChildren: true,
    });
    const cities = await admin.get('/blade-system/region/lazy-tree', { parentCode: '32' });
    expect(cities.body.data.find((n: { id: string }) => n.id === '3204')).toMatchObject({
      title: '常州市',
      hasChildren: false,
    });
    const page = await admin.get('/blade-system/region/list', { code: '32', size: 3 });
    expect(page.body.data).toMatchObject({ total: 6, pages: 2 });
    const detail = await admin.get('/blade-system/region/detail', { code: '320505' });
    expect(detail.body.data).toMatchObject({
      name: '虎丘区',
      parentName: '苏州市',
      level: 3,
      levelName: '区县',
      ancestors: '0,00,32,3205',
      provinceName: '江苏省',
      cityName: '苏州市',
      districtCode: '320505',
    });
    expect((await admin.get('/blade-system/region/detail', { code: '99' })).status).toBe(404);
  });

  it('derives a new region from its parent, renames through the levels below, and deletes leaves only', async () => {
    const created = await admin.post('/blade-system/region/submit', {
      json: { code: '320412', parentCode: '3204', name: '武进区', sort: 3 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await admin.get('/blade-system/region/detail', { code: '320412' })).body.data).toMatchObject({
      level: 3,
      ancestors: '0,00,32,3204',
      provinceCode: '32',
      cityCode: '3204',
      cityName: '常州市',
      districtName: '武进区',
    });
    await admin.post('/blade-system/region/submit', {
      json: { code: '3204', parentCode: '32', name: '常州', sort: 2 },
    });
    const [district] = await ctx.database.db.select().from(regions).where(eq(regions.code, '320412'));
    expect(district!.cityName).toBe('常州');
    const move = await admin.post('/blade-system/region/submit', {
      json: { code: '3204', parentCode: '44', name: '常州', sort: 2 },
    });
    expect(move.status).toBe(400);
    expect(
      (
        await admin.post('/blade-system/region/submit', {
          json: { code: '5001', parentCode: '50', name: 'x', sort: 1 },
        })
      ).body.msg,
    ).toBe('上级不存在: 50');
    const parent = await admin.post('/blade-system/region/remove', { query: { id: '3204' } });
    expect(parent.status).toBe(400);
    expect(parent.body.msg).toBe('请先删除下级: 常州');
    expect((await admin.post('/blade-system/region/remove', { query: { id: '320412' } })).status).toBe(200);
    expect((await admin.get('/blade-system/region/detail', { code: '320412' })).status).toBe(404);
  });
});

describe('clients', () => {
  it('are managed by the platform administrator only, with unique client ids', async () => {
    const list = await admin.get('/blade-system/client/list');
    expect(list.body.data.records[0]).toMatchObject({ clientId: 'saber', clientSecret: '******' });
    const created = await admin.post('/blade-system/client/submit', {
      json: {
        clientId: 'mobile',
        clientSecret: 'mobile_secret',
        authorizedGrantTypes: 'password,refresh_token',
        accessTokenValidity: 600,
        refreshTokenValidity: 3600,
      },
    });
    expect(created.status).toBe(200);
    const dup = await admin.post('/blade-system/client/submit', {
      json: {
        clientId: 'mobile',
        clientSecret: 'x',
        authorizedGrantTypes: 'password',
        accessTokenValidity: 600,
        refreshTokenValidity: 3600,
      },
    });
    expect(dup.body.msg).toBe('客户端编号已存在: mobile');
    const badGrant = await admin.post('/blade-system/client/submit', {
      json: {
        clientId: 'x',
        clientSecret: 'x',
        authorizedGrantTypes: 'magic',
        accessTokenValidity: 600,
        refreshTokenValidity: 3600,
      },
    });
    expect(badGrant.status).toBe(400);
    // The new client can sign in without a captcha-less detour: it is real.
    const mobile = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: `Basic ${btoa('mobile:mobile_secret')}` },
      query: { grant_type: 'refresh_token', refresh_token: 'nope' },
    });
    expect(mobile.status).toBe(400);
    expect(mobile.body.error_description).not.toMatch(/客户端/);

    const saber = list.body.data.records.find((c: { clientId: string }) => c.clientId === 'saber');
    const own = await admin.post('/blade-system/client/remove', { query: { ids: saber.id } });
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe('不能删除当前会话所用的客户端: saber');

    const roleId = await roleWith(ctx, admin, 'client_viewer', ['client', 'client_view']);
    await userWith(admin, 'clientviewer', roleId);
    const viewer = await signInTo(ctx, '000000', 'clientviewer', 'pass1234');
    expect((await viewer.get('/blade-system/client/list')).status).toBe(403);
    expect((await viewer.get('/blade-system/client/detail', { id: saber.id })).status).toBe(403);
  });
});

describe('tenants', () => {
  it('creates a tenant with an administrator who can sign in and manage it at once', async () => {
    const { tenant, tenantId, admin: tenantAdmin } = await newTenant(ctx, admin, '华东建设');
    expect(tenantId).toMatch(/^\d{6}$/);
    expect(tenant).toMatchObject({ accountNumber: -1, expireTime: null, status: 1 });
    const roles = await tenantAdmin.get('/blade-system/role/list');
    expect(roles.body.data).toHaveLength(1);
    expect(roles.body.data[0]).toMatchObject({ roleAlias: 'admin', tenantId });
    const depts = await tenantAdmin.get('/blade-system/dept/list');
    expect(depts.body.data[0]).toMatchObject({ deptName: '华东建设', deptCategory: 1 });
    const initPassword = (await tenantAdmin.get('/blade-system/param/list', { paramKey: 'initPassword' }))
      .body.data.records[0];
    expect(initPassword.paramValue).toBe('abc123456');
    expect(
      (await tenantAdmin.get('/blade-user/page')).body.data.records.map(
        (u: { account: string }) => u.account,
      ),
    ).toEqual(['admin']);
    expect(
      (await tenantAdmin.post('/blade-system/tenant/submit', { json: { tenantName: 'x' } })).status,
    ).toBe(403);
    expect((await tenantAdmin.get('/blade-system/tenant/list')).status).toBe(403);
    expect((await tenantAdmin.get('/blade-system/tenant/select')).body.data).toEqual([
      { tenantId, tenantName: '华东建设' },
    ]);
    // Platform menus are not the tenant administrator's.
    const buttons = JSON.stringify((await tenantAdmin.get('/blade-system/menu/buttons')).body.data);
    expect(buttons).toContain('user_add');
    expect(buttons).not.toContain('tenant_add');
    const all = await admin.get('/blade-system/tenant/select');
    expect(all.body.data.map((t: { tenantId: string }) => t.tenantId)).toEqual(
      expect.arrayContaining(['000000', tenantId]),
    );
  });

  it('enforces the account quota and the licence expiry set through tenant/setting', async () => {
    const { tenant, tenantId, admin: tenantAdmin } = await newTenant(ctx, admin, '配额租户');
    const setting = await admin.post('/blade-system/tenant/setting', {
      query: { ids: tenant.id, accountNumber: '2' },
    });
    expect(setting.status).toBe(200);
    const roleId = (await tenantAdmin.get('/blade-system/role/list')).body.data[0].id;
    await userWith(tenantAdmin, 'second', roleId);
    const third = await tenantAdmin.post('/blade-user/submit', {
      json: { account: 'third', password: 'pass1234', realName: 'third' },
    });
    expect(third.status).toBe(400);
    expect(third.body.msg).toBe('租户账号数量已达上限(2)');

    await admin.post('/blade-system/tenant/setting', {
      query: { ids: tenant.id, expireTime: '2026-01-01 00:00:00' },
    });
    expect((await admin.get('/blade-system/tenant/detail', { id: tenant.id })).body.data).toMatchObject({
      accountNumber: 2,
      expireTime: '2026-01-01 00:00:00',
    });
    const expired = await requestToken(ctx.app, { tenantId, account: 'admin', password: 'abc123456' });
    expect(expired.body.error_description).toBe('租户授权已过期,请联系管理员');
    await admin.post('/blade-system/tenant/setting', { query: { ids: tenant.id, expireTime: '' } });
    expect((await requestToken(ctx.app, { tenantId, account: 'admin', password: 'abc123456' })).status).toBe(
      200,
    );

    const ds = await admin.post('/blade-system/tenant/datasource', {
      query: { tenantId, datasourceId: '42' },
    });
    expect(ds.status).toBe(200);
    expect((await admin.get('/blade-system/tenant/detail', { id: tenant.id })).body.data.datasourceId).toBe(
      '42',
    );
    expect(
      (
        await admin.post('/blade-system/tenant/datasource', {
          query: { tenantId: '000999', datasourceId: '' },
        })
      ).status,
    ).toBe(404);
  });

  it('updates and removes tenants, but never the platform tenant; a removed tenant cannot sign in', async () => {
    const { tenant, tenantId } = await newTenant(ctx, admin, '待删租户');
    await admin.post('/blade-system/tenant/submit', {
      json: { id: tenant.id, tenantName: '待删租户2', domain: 'https://b.example' },
    });
    const info = await call(ctx.app, 'GET', '/api/blade-system/tenant/info', {
      query: { domain: 'https://b.example' },
    });
    expect(info.body.data).toMatchObject({ tenantId, tenantName: '待删租户2' });
    const [platform] = await ctx.database.db.select().from(tenants).where(eq(tenants.tenantId, '000000'));
    const refused = await admin.post('/blade-system/tenant/remove', {
      query: { ids: `${tenant.id},${platform!.id}` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不能删除平台租户 000000');
    expect((await admin.post('/blade-system/tenant/remove', { query: { ids: tenant.id } })).status).toBe(200);
    const gone = await requestToken(ctx.app, { tenantId, account: 'admin', password: 'abc123456' });
    expect(gone.status).toBe(400);
    expect(gone.body.error_description).toBe('租户不存在或已停用');
  });
});
