import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus } from '../../src/server/db/schema/platform.ts';
import { caller, menuIds, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

type Tree = { id: string; parentId: string; children?: Tree[]; hasChildren?: boolean };
const flatten = (nodes: Tree[]): Tree[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('roles', () => {
  it('builds a role tree with parent names, refuses cycles, and keeps the administrator alias to the platform', async () => {
    await admin.post('/blade-system/role/submit', {
      json: { roleName: '采购总部', roleAlias: 'hq', sort: 20 },
    });
    const hq = (await admin.get('/blade-system/role/list', { roleAlias: 'hq' })).body.data[0];
    await admin.post('/blade-system/role/submit', {
      json: { parentId: hq.id, roleName: '采购分部', roleAlias: 'branch', sort: 1 },
    });
    const list = await admin.get('/blade-system/role/list');
    const node = list.body.data.find((r: { id: string }) => r.id === hq.id);
    expect(node).toMatchObject({ parentName: '顶级', hasChildren: true });
    expect(node.children[0]).toMatchObject({ roleAlias: 'branch', parentName: '采购总部' });
    expect('children' in node.children[0]).toBe(false);

    const cycle = await admin.post('/blade-system/role/submit', {
      json: { id: hq.id, parentId: node.children[0].id, roleName: '采购总部', roleAlias: 'hq', sort: 20 },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('上级不能选择自身或其下级');
    const self = await admin.post('/blade-system/role/submit', {
      json: { id: hq.id, parentId: hq.id, roleName: '采购总部', roleAlias: 'hq', sort: 20 },
    });
    expect(self.status).toBe(400);
    const unknown = await admin.post('/blade-system/role/submit', {
      json: { parentId: '123', roleName: 'x', roleAlias: 'x', sort: 1 },
    });
    expect(unknown.body.msg).toBe('上级不存在: 123');

    const tree = await admin.get('/blade-system/role/tree');
    expect(flatten(tree.body.data).find((n) => n.id === hq.id)).toMatchObject({
      title: '采购总部',
      key: hq.id,
      value: hq.id,
    });
    const byId = await admin.get('/blade-system/role/tree-by-id', { roleId: hq.id });
    expect(flatten(byId.body.data).length).toBe(flatten(tree.body.data).length);
    expect(
      (await admin.get('/blade-system/role/detail', { id: node.children[0].id })).body.data.parentName,
    ).toBe('采购总部');
  });

  it('refuses to remove a role still assigned to a user or with child roles, naming them', async () => {
    const hq = (await admin.get('/blade-system/role/list')).body.data.find(
      (r: { roleAlias: string }) => r.roleAlias === 'hq',
    );
    const branch = hq.children[0];
    await userWith(admin, 'brancher', branch.id);
    const inUse = await admin.post('/blade-system/role/remove', { query: { ids: branch.id } });
    expect(inUse.status).toBe(400);
    expect(inUse.body.msg).toBe('角色仍被用户使用,不能删除: 采购分部');
    const withChild = await admin.post('/blade-system/role/remove', { query: { ids: hq.id } });
    expect(withChild.body.msg).toBe('请先删除下级: 采购分部');
    const en = await caller(ctx, admin.token, 'en').post('/blade-system/role/remove', {
      query: { ids: branch.id },
    });
    expect(en.body.msg).toBe('These roles are still assigned to users: 采购分部');
    await admin.post('/blade-system/role/submit', { json: { roleName: '临时', roleAlias: 'temp', sort: 1 } });
    const temp = (await admin.get('/blade-system/role/list', { roleAlias: 'temp' })).body.data[0];
    expect((await admin.post('/blade-system/role/remove', { query: { ids: temp.id } })).status).toBe(200);
    expect((await admin.get('/blade-system/role/detail', { id: temp.id })).status).toBe(404);
  });

  it("replaces grants in one go, and the role's users may call what it grants at their next request", async () => {
    const roleId = await roleWith(ctx, admin, 'clerk2', ['user', 'user_view']);
    await userWith(admin, 'clerk2', roleId);
    const clerk = await signInTo(ctx, '000000', 'clerk2', 'pass1234');
    expect((await clerk.get('/blade-user/page')).status).toBe(200);
    expect((await clerk.get('/blade-system/param/list')).status).toBe(403);

    const grant = await admin.post('/blade-system/role/grant', {
      json: {
        roleIds: [roleId],
        menuIds: await menuIds(ctx, ['param', 'param_view']),
        dataScopeIds: [],
        apiScopeIds: [],
      },
    });
    expect(grant.status).toBe(200);
    expect((await clerk.get('/blade-system/param/list')).status).toBe(200);
    expect((await clerk.get('/blade-user/page')).status).toBe(403);
    const keys = await admin.get('/blade-system/menu/role-tree-keys', { roleIds: roleId });
    expect(keys.body.data.menu.sort()).toEqual((await menuIds(ctx, ['param', 'param_view'])).sort());
    expect(keys.body.data).toMatchObject({ dataScope: [], apiScope: [] });
  });

  it('refuses grants of unknown menus or roles, and of menus the granter does not hold', async () => {
    const roleId = await roleWith(ctx, admin, 'granter', [
      'role',
      'role_add',
      'role_edit',
      'user',
      'user_view',
    ]);
    const unknownMenu = await admin.post('/blade-system/role/grant', {
      json: { roleIds: [roleId], menuIds: ['31337'] },
    });
    expect(unknownMenu.status).toBe(400);
    expect(unknownMenu.body.msg).toBe('菜单不存在: 31337');
    expect(
      (await admin.post('/blade-system/role/grant', { json: { roleIds: ['31337'], menuIds: [] } })).status,
    ).toBe(404);
    expect(
      (await admin.post('/blade-system/role/grant', { json: { roleIds: [], menuIds: [] } })).status,
    ).toBe(400);

    await userWith(admin, 'granter', roleId);
    const granter = await signInTo(ctx, '000000', 'granter', 'pass1234');
    const target = await roleWith(ctx, admin, 'target', []);
    const beyond = await granter.post('/blade-system/role/grant', {
      json: { roleIds: [target], menuIds: await menuIds(ctx, ['tenant', 'tenant_add']) },
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.msg).toMatch(/^不能授予自己没有的菜单: \d+,\d+$/);
    const within = await granter.post('/blade-system/role/grant', {
      json: { roleIds: [target], menuIds: await menuIds(ctx, ['user_view']) },
    });
    expect(within.status).toBe(200);
    const rows = await ctx.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, target));
    expect(rows).toHaveLength(1);
    // Only the platform administrator creates super roles.
    const superRole = await granter.post('/blade-system/role/submit', {
      json: { roleName: '超管', roleAlias: 'administrator', sort: 1 },
    });
    expect(superRole.status).toBe(400);
    expect(superRole.body.msg).toBe('无权创建超管角色');
  });
});

describe('menus', () => {
  let parentId: string;

  it('creates a menu and answers the saved row; refuses unknown parents and cycles', async () => {
    const created = await admin.post('/blade-system/menu/submit', {
      json: { code: 'qa', name: '质检', nameEn: 'QA', path: '/qa', sort: 50, category: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'qa',
      parentId: '0',
      parentName: '顶级',
      categoryName: '菜单',
      isOpen: 1,
    });
    parentId = created.body.data.id;
    const child = await admin.post('/blade-system/menu/submit', {
      json: { parentId, code: 'qa_report', name: '质检报告', path: '/qa/report', sort: 1, category: 1 },
    });
    expect(child.body.data).toMatchObject({ parentId, parentName: '质检' });
    const button = await admin.post('/blade-system/menu/submit', {
      json: {
        parentId: child.body.data.id,
        code: 'qa_report_add',
        name: '新增',
        path: '/qa/report/add',
        sort: 1,
        category: 2,
        action: 1,
      },
    });
    expect(button.body.data).toMatchObject({ category: 2, categoryName: '按钮', actionName: '工具栏' });

    const cycle = await admin.post('/blade-system/menu/submit', {
      json: {
        id: parentId,
        parentId: button.body.data.id,
        code: 'qa',
        name: '质检',
        path: '/qa',
        sort: 50,
        category: 1,
      },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('上级不能选择自身或其下级');
    const orphan = await admin.post('/blade-system/menu/submit', {
      json: { parentId: '55555', code: 'x', name: 'x', path: '/x', sort: 1, category: 1 },
    });
    expect(orphan.body.msg).toBe('上级不存在: 55555');
    expect((await admin.get('/blade-system/menu/detail', { id: parentId })).body.data.name).toBe('质检');
    // The edit form's source keeps both stored names in English too (saving it must not swap them).
    expect(
      (await caller(ctx, admin.token, 'en').get('/blade-system/menu/detail', { id: parentId })).body.data,
    ).toMatchObject({ name: '质检', nameEn: 'QA' });
    const lazy = await caller(ctx, admin.token, 'en').get('/blade-system/menu/lazy-list', { parentId: '0' });
    expect(lazy.body.data.map((m: { name: string }) => m.name)).toContain('QA');
  });

  it('serves the tree, lazy levels, a page of menus and TreeNodes', async () => {
    const list = await admin.get('/blade-system/menu/list', { code: 'qa' });
    expect(list.body.data).toHaveLength(1);
    expect(flatten(list.body.data).map((m) => (m as unknown as { code: string }).code)).toEqual([
      'qa',
      'qa_report',
      'qa_report_add',
    ]);
    const lazy = await admin.get('/blade-system/menu/lazy-list', { parentId });
    expect(lazy.body.data).toHaveLength(1);
    expect(lazy.body.data[0]).toMatchObject({ code: 'qa_report', hasChildren: true });
    const lazyMenus = await admin.get('/blade-system/menu/lazy-menu-list', { parentId });
    expect(lazyMenus.body.data[0]).toMatchObject({ code: 'qa_report', hasChildren: false });
    const top = await admin.get('/blade-system/menu/lazy-menu-list', { parentId: '' });
    expect(top.body.data.map((m: { code: string }) => m.code)).toContain('system');
    const page = await admin.get('/blade-system/menu/menu-list', { current: 1, size: 5 });
    expect(page.body.data.records).toHaveLength(5);
    expect(page.body.data.records.every((m: { category: number }) => m.category === 1)).toBe(true);
    const tree = await admin.get('/blade-system/menu/tree');
    const nodes = flatten(tree.body.data);
    expect(nodes.find((n) => n.id === parentId)).toMatchObject({ title: '质检', hasChildren: true });
    expect(nodes.some((n) => (n as unknown as { title: string }).title === '新增')).toBe(false);
  });

  it('refuses to remove a menu with children; a leaf goes, with its grants', async () => {
    const withChildren = await admin.post('/blade-system/menu/remove', { query: { ids: parentId } });
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.msg).toBe('请先删除下级: 质检报告');
    const [button] = await ctx.database.db.select().from(menus).where(eq(menus.code, 'qa_report_add'));
    const roleId = await roleWith(ctx, admin, 'qa_role', ['qa_report_add']);
    expect((await admin.post('/blade-system/menu/remove', { query: { ids: button!.id } })).status).toBe(200);
    expect(await ctx.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId))).toEqual([]);
  });

  it('lets only the platform administrator change menus', async () => {
    const roleId = await roleWith(ctx, admin, 'menu_editor', [
      'menu',
      'menu_add',
      'menu_edit',
      'menu_delete',
    ]);
    await userWith(admin, 'menueditor', roleId);
    const editor = await signInTo(ctx, '000000', 'menueditor', 'pass1234');
    const write = await editor.post('/blade-system/menu/submit', {
      json: { code: 'z', name: 'z', path: '/z', sort: 1, category: 1 },
    });
    expect(write.status).toBe(403);
    expect((await editor.post('/blade-system/menu/remove', { query: { ids: parentId } })).status).toBe(403);
    expect((await editor.get('/blade-system/menu/list')).status).toBe(200);
    // The grant tree shows a non-administrator only what their roles hold (with ancestors).
    const grantTree = await editor.get('/blade-system/menu/grant-tree');
    const codes = flatten(grantTree.body.data.menu).map((n) => (n as unknown as { title: string }).title);
    expect(codes).toEqual(expect.arrayContaining(['系统管理', '菜单管理', '新增']));
    expect(codes).not.toContain('租户管理');
  });
});

describe('data and API scopes', () => {
  it('hang under menus, appear in the grant tree, and are granted and read back', async () => {
    const [userMenu] = await menuIds(ctx, ['user']);
    const data = await admin.post('/blade-system/data-scope/submit', {
      json: { menuId: userMenu, resourceCode: 'user_page', scopeName: '本部门用户', scopeType: 3 },
    });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const api = await admin.post('/blade-system/api-scope/submit', {
      json: {
        menuId: userMenu,
        resourceCode: 'user_api',
        scopeName: '用户接口',
        scopePath: '/api/blade-user',
        scopeType: 2,
      },
    });
    expect(api.status).toBe(200);
    const dataList = await admin.get('/blade-system/data-scope/list', { menuId: userMenu });
    expect(dataList.body.data.records[0]).toMatchObject({
      scopeTypeName: '所在机构可见',
      scopeField: '*',
      scopeColumn: 'create_dept',
    });
    const apiList = await admin.get('/blade-system/api-scope/list', { scopeName: '用户' });
    expect(apiList.body.data.records[0]).toMatchObject({
      scopeTypeName: '业务接口',
      scopePath: '/api/blade-user',
    });
    const dataId = dataList.body.data.records[0].id;
    const apiId = apiList.body.data.records[0].id;
    expect((await admin.get('/blade-system/data-scope/detail', { id: dataId })).body.data.scopeName).toBe(
      '本部门用户',
    );

    const tree = await admin.get('/blade-system/menu/grant-tree');
    const owner = tree.body.data.dataScope.find((n: Tree) => n.id === userMenu);
    expect(owner.children[0]).toMatchObject({ id: dataId, parentId: userMenu, title: '本部门用户' });
    expect(tree.body.data.apiScope[0].children[0].id).toBe(apiId);

    const roleId = await roleWith(ctx, admin, 'scoped', []);
    await admin.post('/blade-system/role/grant', {
      json: { roleIds: [roleId], menuIds: [userMenu], dataScopeIds: [dataId], apiScopeIds: [apiId] },
    });
    const keys = await admin.get('/blade-system/menu/role-tree-keys', { roleIds: roleId });
    expect(keys.body.data).toEqual({ menu: [userMenu], dataScope: [dataId], apiScope: [apiId] });
    expect(
      (
        await admin.post('/blade-system/role/grant', {
          json: { roleIds: [roleId], menuIds: [], dataScopeIds: ['999'] },
        })
      ).body.msg,
    ).toBe('权限规则不存在: 999');

    const badMenu = await admin.post('/blade-system/data-scope/submit', {
      json: { menuId: '999', resourceCode: 'x', scopeName: 'x', scopeType: 1 },
    });
    expect(badMenu.body.msg).toBe('菜单不存在: 999');
    expect((await admin.post('/blade-system/data-scope/remove', { query: { ids: dataId } })).status).toBe(
      200,
    );
    expect(
      (await admin.get('/blade-system/menu/role-tree-keys', { roleIds: roleId })).body.data.dataScope,
    ).toEqual([]);
    const roleId2 = await roleWith(ctx, admin, 'scope_writer', ['user', 'user_add']);
    await userWith(admin, 'scopewriter', roleId2);
    const writer = await signInTo(ctx, '000000', 'scopewriter', 'pass1234');
    expect((await writer.post('/blade-system/api-scope/remove', { query: { ids: apiId } })).status).toBe(403);
  });
});

describe('top menus', () => {
  it("are the tenant's: created, granted menus, and narrowing the routes to them", async () => {
    const created = await admin.post('/blade-system/topmenu/submit', {
      json: { code: 'purchase', name: '采购', sort: 1, source: 'cart' },
    });
    expect(created.status).toBe(200);
    const page = await admin.get('/blade-system/topmenu/list');
    expect(page.body.data.total).toBe(1);
    const top = page.body.data.records[0];
    const [system, param] = await menuIds(ctx, ['system', 'param']);
    const grant = await admin.post('/blade-system/topmenu/grant', {
      json: { topMenuIds: [top.id], menuIds: [system, param] },
    });
    expect(grant.status).toBe(200);
    expect(
      (await admin.get('/blade-system/menu/top-tree-keys', { topMenuIds: top.id })).body.data.menu.sort(),
    ).toEqual([system, param].sort());
    const routes = await admin.get('/blade-system/menu/routes', { topMenuId: top.id });
    expect(routes.body.data.map((m: { code: string }) => m.code)).toEqual(['system']);
    expect((await admin.get('/blade-system/menu/top-menu')).body.data[0]).toMatchObject({ name: '采购' });
    const topTree = await admin.get('/blade-system/menu/grant-top-tree');
    expect(
      flatten(topTree.body.data.menu).every((n) => (n as unknown as { title: string }).title !== '新增'),
    ).toBe(true);

    await admin.post('/blade-system/topmenu/submit', {
      json: { id: top.id, code: 'purchase', name: '采购中心', sort: 2 },
    });
    expect((await admin.get('/blade-system/topmenu/detail', { id: top.id })).body.data).toMatchObject({
      name: '采购中心',
      sort: 2,
    });
    expect(
      (await admin.post('/blade-system/topmenu/grant', { json: { topMenuIds: [top.id], menuIds: ['1'] } }))
        .status,
    ).toBe(400);
    expect((await admin.post('/blade-system/topmenu/remove', { query: { ids: top.id } })).status).toBe(200);
    expect((await admin.get('/blade-system/topmenu/list')).body.data.total).toBe(0);
    expect((await admin.get('/blade-system/menu/top-tree-keys', { topMenuIds: top.id })).status).toBe(404);
  });
});
