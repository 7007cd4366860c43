import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, newTenant, roleWith, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The isolation matrix: the administrator of a second tenant (made through tenant/submit, holding every tenant
 * button) tries to list, read, change, remove and grant the first tenant's users, roles, depts, posts, params
 * and business dictionaries. Every attempt answers 403 or 404, and the first tenant's rows stay as they were.
 */
let ctx: TestContext;
let platform: Caller;
let intruder: Caller;
const first: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  platform = caller(ctx, (await signIn(ctx.app)).access_token);
  first.role = await roleWith(ctx, platform, 'victim_role', ['user', 'user_view']);
  first.user = await userWith(platform, 'victim', first.role);
  first.dept = (await platform.get('/blade-system/dept/list')).body.data[0].id;
  first.post = (await platform.get('/blade-system/post/select')).body.data[0].id;
  first.param = (await platform.get('/blade-system/param/list')).body.data.records[0].id;
  await platform.post('/blade-system/dict-biz/submit', {
    json: { code: 'victim_dict', dictValue: '受害字典', sort: 1, isSealed: 0 },
  });
  first.dictBiz = (await platform.get('/blade-system/dict-biz/parent-list')).body.data.records[0].id;
  await platform.post('/blade-system/topmenu/submit', {
    json: { code: 'victim', name: '受害顶部菜单', sort: 1 },
  });
  first.topMenu = (await platform.get('/blade-system/topmenu/list')).body.data.records[0].id;
  intruder = (await newTenant(ctx, platform, '入侵者租户')).admin;
});
afterAll(async () => ctx.close());

/** What the first tenant's rows look like to their own administrator; compared before and after. */
async function snapshot() {
  const get = async (path: string, id: string) => (await platform.get(path, { id })).body.data;
  return {
    user: await get('/blade-user/detail', first.user!),
    role: await get('/blade-system/role/detail', first.role!),
    dept: await get('/blade-system/dept/detail', first.dept!),
    post: await get('/blade-system/post/detail', first.post!),
    param: await get('/blade-system/param/detail', first.param!),
    dictBiz: await get('/blade-system/dict-biz/detail', first.dictBiz!),
    topMenu: await get('/blade-system/topmenu/detail', first.topMenu!),
    grants: (await platform.get('/blade-system/menu/role-tree-keys', { roleIds: first.role })).body.data,
    password: (await signIn(ctx.app, 'victim', 'pass1234')).user_id,
  };
}

const refused = (status: number) => expect([403, 404]).toContain(status);

describe("a second tenant's administrator", () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = await snapshot();
  });

  it('lists only the own tenant', async () => {
    const users = (await intruder.get('/blade-user/page', { size: 100 })).body.data.records;
    expect(users.map((u: { account: string }) => u.account)).toEqual(['admin']);
    const ids = (data: { id: string }[]) => data.map((row) => row.id);
    expect(ids((await intruder.get('/blade-system/role/list')).body.data)).not.toContain(first.role);
    expect(ids((await intruder.get('/blade-system/dept/list')).body.data)).not.toContain(first.dept);
    expect(
      ids((await intruder.get('/blade-system/post/list', { size: 100 })).body.data.records),
    ).not.toContain(first.post);
    expect(
      ids((await intruder.get('/blade-system/param/list', { size: 100 })).body.data.records),
    ).not.toContain(first.param);
    expect((await intruder.get('/blade-system/dict-biz/list')).body.data).toEqual([]);
    expect((await intruder.get('/blade-system/topmenu/list')).body.data.total).toBe(0);
    // Asking for another tenant's pickers is honoured for the platform administrator only.
    const foreignTree = (await intruder.get('/blade-system/role/tree', { tenantId: '000000' })).body.data;
    expect(foreignTree.map((n: { title: string }) => n.title)).toEqual(['管理员']);
    expect((await intruder.get('/blade-system/post/select', { tenantId: '000000' })).body.data).toEqual([]);
  });

  it("cannot read the first tenant's rows", async () => {
    for (const [path, id] of [
      ['/blade-user/detail', first.user],
      ['/blade-user/platform-detail', first.user],
      ['/blade-system/role/detail', first.role],
      ['/blade-system/dept/detail', first.dept],
      ['/blade-system/post/detail', first.post],
      ['/blade-system/param/detail', first.param],
      ['/blade-system/dict-biz/detail', first.dictBiz],
      ['/blade-system/topmenu/detail', first.topMenu],
    ] as const) {
      refused((await intruder.get(path, { id })).status);
    }
    refused((await intruder.get('/blade-system/role/tree-by-id', { roleId: first.role })).status);
    refused((await intruder.get('/blade-system/menu/role-tree-keys', { roleIds: first.role })).status);
    refused((await intruder.get('/blade-system/menu/top-tree-keys', { topMenuIds: first.topMenu })).status);
  });

  it('cannot update them', async () => {
    const attempts = [
      intruder.post('/blade-user/submit', { json: { id: first.user, account: 'victim', realName: 'pwned' } }),
      intruder.post('/blade-user/update', { json: { id: first.user, account: 'victim', realName: 'pwned' } }),
      intruder.post('/blade-user/update-platform', {
        query: { userId: first.user, userType: 2, userExt: 'x' },
      }),
      intruder.post('/blade-user/reset-password', { query: { userIds: first.user } }),
      intruder.post('/blade-user/open-wxUser', { query: { userIds: first.user } }),
      intruder.post('/blade-user/open-wxEquipUser', { query: { userIds: first.user } }),
      intruder.post('/blade-user/register-guest/approve', { query: { ids: first.user } }),
      intruder.post('/blade-system/role/submit', {
        json: { id: first.role, roleName: 'pwned', roleAlias: 'pwned', sort: 1 },
      }),
      intruder.post('/blade-system/dept/submit', {
        json: { id: first.dept, deptName: 'pwned', deptCategory: 1, sort: 1 },
      }),
      intruder.post('/blade-system/post/submit', {
        json: { id: first.post, category: 1, postCode: 'x', postName: 'pwned', sort: 1 },
      }),
      intruder.post('/blade-system/param/submit', {
        json: { id: first.param, paramName: 'x', paramKey: 'x.pwned', paramValue: 'x' },
      }),
      intruder.post('/blade-system/dict-biz/submit', {
        json: { id: first.dictBiz, code: 'x', dictValue: 'pwned', sort: 1, isSealed: 0 },
      }),
      intruder.post('/blade-system/topmenu/submit', {
        json: { id: first.topMenu, code: 'x', name: 'pwned', sort: 1 },
      }),
    ];
    for (const attempt of attempts) refused((await attempt).status);
  });

  it('cannot hang its own rows under them or hand them out', async () => {
    const own = (await intruder.get('/blade-system/role/list')).body.data[0].id;
    const ownUser = (await intruder.get('/blade-user/page')).body.data.records[0].id;
    // Referencing the first tenant's role or dept from the own tenant is a 400 naming it.
    const foreignRole = await intruder.post('/blade-user/grant', {
      query: { userIds: ownUser, roleIds: first.role },
    });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.msg).toBe(`角色不存在或不属于本租户: ${first.role}`);
    const foreignDept = await intruder.post('/blade-user/submit', {
      json: { account: 'sneaky', password: 'pass1234', realName: 'sneaky', deptId: first.dept },
    });
    expect(foreignDept.body.msg).toBe(`部门不存在或不属于本租户: ${first.dept}`);
    expect(
      (
        await intruder.post('/blade-system/dept/submit', {
          json: { parentId: first.dept, deptName: 'x', deptCategory: 4, sort: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await intruder.post('/blade-system/role/submit', {
          json: { parentId: first.role, roleName: 'x', roleAlias: 'x', sort: 1 },
        })
      ).status,
    ).toBe(400);

    refused(
      (await intruder.post('/blade-user/grant', { query: { userIds: first.user, roleIds: own } })).status,
    );
    refused(
      (await intruder.post('/blade-system/role/grant', { json: { roleIds: [first.role], menuIds: [] } }))
        .status,
    );
    refused(
      (await intruder.post('/blade-system/role/grant', { json: { roleIds: [own, first.role], menuIds: [] } }))
        .status,
    );
    refused(
      (
        await intruder.post('/blade-system/topmenu/grant', {
          json: { topMenuIds: [first.topMenu], menuIds: [] },
        })
      ).status,
    );
  });

  it('cannot remove them, not even mixed with its own ids', async () => {
    const ownPost = (await intruder.get('/blade-system/post/select')).body.data;
    expect(ownPost).toEqual([]);
    await intruder.post('/blade-system/post/submit', {
      json: { category: 1, postCode: 'own', postName: '自己的', sort: 1 },
    });
    const mine = (await intruder.get('/blade-system/post/select')).body.data[0].id;
    for (const [path, ids] of [
      ['/blade-user/remove', first.user],
      ['/blade-system/role/remove', first.role],
      ['/blade-system/dept/remove', first.dept],
      ['/blade-system/post/remove', `${mine},${first.post}`],
      ['/blade-system/param/remove', first.param],
      ['/blade-system/dict-biz/remove', first.dictBiz],
      ['/blade-system/topmenu/remove', first.topMenu],
    ] as const) {
      refused((await intruder.post(path, { query: { ids } })).status);
    }
    // All-or-nothing: the intruder's own post survived the mixed request.
    expect((await intruder.get('/blade-system/post/detail', { id: mine })).status).toBe(200);
  });

  it('cannot touch platform-wide records', async () => {
    const [menu] = (await platform.get('/blade-system/menu/list', { code: 'param' })).body.data;
    expect((await intruder.post('/blade-system/menu/remove', { query: { ids: menu.id } })).status).toBe(403);
    const dictWrite = await intruder.post('/blade-system/dict/submit', {
      json: { code: 'x', dictValue: 'x', sort: 1, isSealed: 0 },
    });
    expect(dictWrite.status).toBe(403);
    expect(dictWrite.body.msg).toBe('系统字典由平台租户维护,当前租户不能修改');
    expect((await intruder.post('/blade-system/region/remove', { query: { id: '320506' } })).status).toBe(
      403,
    );
    expect((await intruder.get('/blade-system/client/list')).status).toBe(403);
    expect((await intruder.get('/blade-system/tenant/list')).status).toBe(403);
  });

  it('left every row of the first tenant unchanged', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
