import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, menuIds, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

// What a role's grants (role/grant, as the 权限设置 dialog sends them) change for its users, end to end and
// without signing in again: the sidebar (menu/routes), the button flags (menu/buttons) and the calls the
// permission middleware lets through.

let ctx: TestContext;
let admin: Caller;
let clerk: Caller;
let roleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  roleId = await roleWith(ctx, admin, 'dict_keeper', []);
  await userWith(admin, 'keeper', roleId);
  clerk = await signInTo(ctx, '000000', 'keeper', 'pass1234');
});
afterAll(async () => ctx.close());

type MenuNode = { code: string; name: string; children?: MenuNode[] };
/** The tree as nested codes, e.g. ['system', ['dict']]: easy to compare whole. */
const shape = (nodes: MenuNode[]): unknown[] =>
  nodes.flatMap((node) => (node.children?.length ? [node.code, shape(node.children)] : [node.code]));

const DICT = ['system', 'dict', 'dict_add', 'dict_edit', 'dict_delete', 'dict_view'];
const PARAM_SUBMIT = { json: { paramName: '系统名称', paramKey: 'grant.effect', paramValue: 'x' } };

async function grant(codes: string[]) {
  const answer = await admin.post('/blade-system/role/grant', {
    json: { roleIds: [roleId], menuIds: await menuIds(ctx, codes), dataScopeIds: [], apiScopeIds: [] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe("a role's grants take effect at its users' next request", () => {
  it('a role granted only the dictionary menu shows only it, and refuses the parameter calls', async () => {
    // What the dialog sends after checking 字典管理: the menu, its buttons and the partly checked 系统管理.
    await grant(DICT);

    const routes = await clerk.get('/blade-system/menu/routes');
    expect(routes.status).toBe(200);
    expect(shape(routes.body.data)).toEqual(['system', ['dict']]);
    const buttons = await clerk.get('/blade-system/menu/buttons');
    expect(shape(buttons.body.data)).toEqual([
      'system',
      ['dict', ['dict_add', 'dict_edit', 'dict_delete', 'dict_view']],
    ]);

    const refused = await clerk.post('/blade-system/param/submit', PARAM_SUBMIT);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('无权访问: 参数管理 · 新增');
  });

  it('widening the grant lets the same session see and call the parameters', async () => {
    await grant([...DICT, 'param', 'param_add', 'param_view']);

    const routes = await clerk.get('/blade-system/menu/routes');
    expect(shape(routes.body.data)).toEqual(['system', ['dict', 'param']]);
    const buttons = await clerk.get('/blade-system/menu/buttons');
    expect(shape(buttons.body.data)).toEqual([
      'system',
      ['dict', ['dict_add', 'dict_edit', 'dict_delete', 'dict_view'], 'param', ['param_add', 'param_view']],
    ]);
    expect((await clerk.post('/blade-system/param/submit', PARAM_SUBMIT)).status).toBe(200);
  });

  it('narrowing it again takes the menu and the call away', async () => {
    await grant(DICT);
    expect(shape((await clerk.get('/blade-system/menu/routes')).body.data)).toEqual(['system', ['dict']]);
    const refused = await clerk.post('/blade-system/param/submit', {
      json: { ...PARAM_SUBMIT.json, paramKey: 'grant.effect.2' },
    });
    expect(refused.status).toBe(403);
  });

  it('a granted button without its menu leaves the menu out of the sidebar (why the dialog sends partly checked menus)', async () => {
    await grant(['param_add']);
    expect((await clerk.get('/blade-system/menu/routes')).body.data).toEqual([]);
    expect(shape((await clerk.get('/blade-system/menu/buttons')).body.data)).toEqual([
      'system',
      ['param', ['param_add']],
    ]);
    // The button alone is still a permission.
    const allowed = await clerk.post('/blade-system/param/submit', {
      json: { ...PARAM_SUBMIT.json, paramKey: 'grant.effect.3' },
    });
    expect(allowed.status).toBe(200);
  });
});
