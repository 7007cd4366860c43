import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, menuIds, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

// Data scopes restrict the rows of the user list, API scopes the calls a role may make; both take effect at the
// next request after a grant, and neither restricts the platform administrator.

let ctx: TestContext;
let admin: Caller;
let viewer: Caller;
let viewerRole: string;
let userMenu: string;
let depts: Record<string, string>;
const VIEWER_MENUS = ['system', 'user', 'user_view'];
let scopeCount = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const flat = (
    nodes: { id: string; deptName: string; children?: unknown[] }[],
  ): { id: string; deptName: string }[] => nodes.flatMap((n) => [n, ...flat((n.children ?? []) as never)]);
  depts = Object.fromEntries(
    flat((await admin.get('/blade-system/dept/list')).body.data).map((d) => [d.deptName, d.id]),
  );
  viewerRole = await roleWith(ctx, admin, 'viewer', VIEWER_MENUS);
  userMenu = (await menuIds(ctx, ['user']))[0]!;
  await userWith(admin, 'shanghai', viewerRole, { deptId: depts['上海项目部'] });
  await userWith(admin, 'finance', viewerRole, { deptId: depts['财务部'] });
  await userWith(admin, 'east', viewerRole, { deptId: depts['华东区域'] });
  viewer = await signInTo(ctx, '000000', 'east', 'pass1234');
});
afterAll(async () => ctx.close());

const accounts = async (who: Caller) => {
  const page = await who.get('/blade-user/page', { size: 50 });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.data.records.map((u: { account: string }) => u.account).sort();
};

async function dataScope(scopeType: number, more: Record<string, unknown> = {}) {
  scopeCount += 1;
  const name = `scope ${scopeCount} of type ${scopeType}`;
  const submit = await admin.post('/blade-system/data-scope/submit', {
    json: {
      menuId: userMenu,
      resourceCode: 'user',
      scopeName: name,
      scopeColumn: 'dept_id',
      scopeType,
      ...more,
    },
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(200);
  const list = await admin.get('/blade-system/data-scope/list', { menuId: userMenu, size: 100 });
  return list.body.data.records.find((s: { scopeName: string }) => s.scopeName === name).id as string;
}

async function grantViewer(scopes: { dataScopeIds?: string[]; apiScopeIds?: string[] }) {
  const grant = await admin.post('/blade-system/role/grant', {
    json: { roleIds: [viewerRole], menuIds: await menuIds(ctx, VIEWER_MENUS), ...scopes },
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(200);
}

describe('data scopes on the user list', () => {
  it('shows every user while no data scope is granted', async () => {
    expect(await accounts(viewer)).toEqual(['admin', 'east', 'finance', 'shanghai']);
  });

  it('restricts the list to the own department and below, the own department, own rows, or chosen depts', async () => {
    await grantViewer({ dataScopeIds: [await dataScope(4)] });
    expect(await accounts(viewer)).toEqual(['east', 'shanghai']);

    await grantViewer({ dataScopeIds: [await dataScope(3)] });
    expect(await accounts(viewer)).toEqual(['east']);

    await grantViewer({ dataScopeIds: [await dataScope(2)] });
    expect(await accounts(viewer)).toEqual([]); // east created nobody

    await grantViewer({ dataScopeIds: [await dataScope(5, { scopeValue: depts['财务部'] })] });
    expect(await accounts(viewer)).toEqual(['finance']);

    // Two scopes: a row visible under either is visible.
    await grantViewer({
      dataScopeIds: [
        await dataScope(3, { remark: 'again' }),
        await dataScope(5, { scopeValue: depts['财务部'], remark: 'x' }),
      ],
    });
    expect(await accounts(viewer)).toEqual(['east', 'finance']);

    // A scope naming a column the list does not have hides rows instead of revealing them.
    await grantViewer({ dataScopeIds: [await dataScope(3, { scopeColumn: 'no_such_column' })] });
    expect(await accounts(viewer)).toEqual([]);

    await grantViewer({ dataScopeIds: [await dataScope(1)] });
    expect(await accounts(viewer)).toEqual(['admin', 'east', 'finance', 'shanghai']);
  });

  it('never restricts the platform administrator', async () => {
    expect(await accounts(admin)).toEqual(['admin', 'east', 'finance', 'shanghai']);
  });
});

describe('API scopes', () => {
  it('refuses a covered path to roles not granted the scope, and allows it once granted', async () => {
    await grantViewer({});
    const submit = await admin.post('/blade-system/api-scope/submit', {
      json: {
        menuId: userMenu,
        resourceCode: 'user_page',
        scopeName: '用户列表接口',
        scopePath: '/api/blade-user/page',
        scopeType: 2,
      },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    const scopes = await admin.get('/blade-system/api-scope/list', { menuId: userMenu, size: 100 });
    const scopeId = scopes.body.data.records.find(
      (s: { scopeName: string }) => s.scopeName === '用户列表接口',
    ).id;

    const refused = await viewer.get('/blade-user/page');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('/blade-user/page');
    // A path no scope covers is still governed by the button permissions alone.
    expect((await viewer.get('/blade-user/info')).status).toBe(200);
    // The administrator is never restricted.
    expect((await admin.get('/blade-user/page')).status).toBe(200);

    await grantViewer({ apiScopeIds: [scopeId] });
    expect((await viewer.get('/blade-user/page')).status).toBe(200);
  });

  it('covers everything below a path ending in /**', async () => {
    const submit = await admin.post('/blade-system/api-scope/submit', {
      json: {
        menuId: userMenu,
        resourceCode: 'user_all',
        scopeName: '用户全部接口',
        scopePath: '/api/blade-user/**',
        scopeType: 2,
      },
    });
    expect(submit.status).toBe(200);
    const en = caller(ctx, viewer.token, 'en');
    const refused = await en.get('/blade-user/detail', { id: '1' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Your roles may not call this API: /api/blade-user/detail');
    expect((await viewer.get('/blade-system/menu/routes')).status).toBe(200);
  });
});
