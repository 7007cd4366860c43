import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './support/contract.ts';
import { caller, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Reads need the menu of a screen that shows them. Only what every signed-in screen needs (the shell: menus,
 * buttons, the own profile, dictionary labels) and the public calls answer a user granted nothing.
 */
const OPEN_TO_EVERY_SIGNED_IN_USER = new Set([
  'getCaptcha',
  'getSliderCaptcha',
  'getTenantInfo',
  'getStoredFile',
  'getOauthUserInfo',
  'clearCache',
  'getMenuRoutes',
  'getMenuButtons',
  'getTopMenu',
  'getDictionary',
  'getDictBizDictionary',
  'getUserInfo',
  // The caller's own messages: the top bar's unread badge and its list, as for the own profile.
  'getMessagePages',
  'getUnreadMessageCount',
  // The top bar's bell: the caller's own published notices.
  'getMyNotices',
  // 仪表盘 (every user's home): the caller's own approvals; each other figure is null without its menu.
  'getDashboard',
]);

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

async function userGranted(account: string, codes: string[]) {
  const roleId = await roleWith(ctx, admin, `r_${account}`, codes);
  await userWith(admin, account, roleId);
  return signInTo(ctx, '000000', account, 'pass1234');
}

describe('reads and their menus', () => {
  it('refuses every other read to a user granted nothing', async () => {
    const nobody = await userGranted('nobody', []);
    const answered: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET' && o.operationId !== 'logout')) {
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      const answer = await ctx.app.request(`/api${path}`, {
        headers: { 'Blade-Auth': `bearer ${nobody.token}` },
      });
      if (answer.status !== 403 && !OPEN_TO_EVERY_SIGNED_IN_USER.has(op.operationId)) {
        answered.push(`${op.operationId} ${answer.status}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('names the screen and button of a refusal, not the code', async () => {
    const nobody = await userGranted('nobody2', []);
    expect((await nobody.get('/blade-system/role/list')).body.msg).toBe('无权访问: 角色管理');
    expect((await nobody.get('/purchar/cg-material/pages')).body.msg).toBe('无权访问: 物料 · 查看');
  });

  it('lets a clerk granted only 需求单 read every picker of the bill editor', async () => {
    const clerk = await userGranted('clerk', ['cg_needs', 'cg_needs_view', 'cg_needs_add', 'cg_needs_edit']);
    for (const [path, query] of [
      ['/purchar/cg-material/pages', { current: 1, size: 10 }],
      ['/purchar/cg-materiel-category/list', {}],
      ['/purchar/cg-delivery-address/pages', { current: 1, size: 10 }],
      ['/blade-system/dept/tree', {}],
    ] as const) {
      const answer = await clerk.get(path, query);
      expect(answer.status, `${path}: ${answer.body.msg}`).toBe(200);
    }
    // The master-data screens themselves stay closed.
    expect((await clerk.get('/purchar/cg-commodity/pages', { current: 1, size: 10 })).status).toBe(403);
  });

  it('lets the user screen read the role, post and dept pickers without their own screens', async () => {
    const userAdmin = await userGranted('useradmin', ['user', 'user_view']);
    for (const path of ['/blade-system/role/tree', '/blade-system/post/select', '/blade-system/dept/tree']) {
      expect((await userAdmin.get(path)).status, path).toBe(200);
    }
    expect((await userAdmin.get('/blade-system/role/list')).status).toBe(403);
  });
});
