import assert from 'node:assert/strict';
import { expectPath, expectVisible, test } from './harness.ts';
import { pageOk } from './page-api.ts';
import { openMenu, shell } from './shell-support.ts';

test('without a token every route goes to /login, and the stored redirect is followed after sign-in', async (t) => {
  const { page } = t;
  await page.goto('/wel/dashboard?from=bookmark');
  await expectPath(page, '/login');
  assert.equal(
    await page.evaluate(() => sessionStorage.getItem('redirect')),
    '/wel/dashboard?from=bookmark',
    'the wanted URL is kept in session storage',
  );
  await t.signIn(page);
  await expectPath(page, '/wel/dashboard');
  assert.equal(new URL(page.url()).search, '?from=bookmark');
  await expectVisible(page.getByRole('heading', { name: '仪表盘' }), 'the dashboard');
});

test('public routes open without a token; unknown paths go to /404', async (t) => {
  const { page } = t;
  for (const [path, text] of [
    ['/404', '页面不存在'],
    ['/403', '无权访问'],
    ['/500', '服务器出错了'],
    ['/lock', '您尚未登录，无需锁屏。'],
    ['/editPassword', '您尚未登录，登录后才能修改密码。'],
  ] as const) {
    await page.goto(path);
    await expectPath(page, path);
    await expectVisible(page.getByText(text).first(), `${text} on ${path}`);
  }
  await page.goto('/no/such/page');
  await expectPath(page, '/404');
});

test('with a token, / and /login lead to /wel/index inside the layout', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await expectPath(page, '/wel/index');
  await page.goto('/login');
  await expectPath(page, '/wel/index');
  await page.goto('/');
  await expectPath(page, '/wel/index');
  await expectVisible(shell(page).sidebar, 'the sidebar');
  await expectVisible(page.getByTestId('current-user'), 'the user menu');
});

interface MenuRow {
  id: string;
  code: string;
  children?: MenuRow[];
}

test('a menu path without a screen shows "not available yet" inside the layout; an unknown path is a 404', async (t) => {
  const { page } = t;
  await t.signIn(page);
  // Every seeded menu has its screen now: an administrator adds one for a screen still to come.
  const menus = await pageOk<MenuRow[]>(page, 'GET', '/blade-system/menu/list');
  const finance = menus.find((menu) => menu.code === 'finance');
  assert.ok(finance, 'the 财务管理 folder');
  await pageOk(page, 'POST', '/blade-system/menu/submit', {
    parentId: finance.id,
    code: 'e2e_cash_plan',
    name: '资金计划',
    path: '/purchase/cash-plan',
    sort: 99,
    category: 1,
  });
  const flat = (rows: MenuRow[]): MenuRow[] => rows.flatMap((row) => [row, ...flat(row.children ?? [])]);
  const added = flat(await pageOk<MenuRow[]>(page, 'GET', '/blade-system/menu/list?code=e2e_cash_plan')).find(
    (menu) => menu.code === 'e2e_cash_plan',
  );
  try {
    await page.reload();
    await openMenu(page, '财务管理', '资金计划');
    await expectPath(page, '/purchase/cash-plan');
    await expectVisible(page.getByRole('heading', { name: '功能建设中' }), 'the not-available page');
    await expectVisible(page.getByText('“资金计划”的页面尚未上线，敬请期待。'), 'its explanation');
    await expectVisible(shell(page).sidebar, 'the sidebar around it');
    assert.equal(
      await shell(page).sidebar.getByRole('link', { name: '资金计划' }).getAttribute('aria-current'),
      'page',
      'the sidebar marks the current menu entry',
    );
  } finally {
    if (added) await pageOk(page, 'POST', `/blade-system/menu/remove?ids=${added.id}`);
  }
  await page.goto('/purchar/no-such-screen');
  await expectPath(page, '/404');
});

test('an empty stored token logs the user out to /login', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await expectPath(page, '/wel/index');
  await page.evaluate(() => localStorage.removeItem('saber-token'));
  await page.goto('/wel/dashboard');
  await expectPath(page, '/login');
  const cookies = await page.context().cookies();
  assert.ok(
    !cookies.some((cookie) => cookie.name === 'saber-access-token' && cookie.value),
    'the token cookie is gone',
  );
});

test('/myiframe shows an embedded page inside the layout', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await page.goto('/myiframe/health?src=%2Fapi%2Fhealth');
  const frame = page.locator('iframe');
  await expectVisible(frame, 'the embedded page');
  assert.equal(await frame.getAttribute('src'), '/api/health');
  await expectVisible(page.frameLocator('iframe').getByText('"status":"up"'), 'the embedded page content');
  await expectVisible(shell(page).sidebar, 'the sidebar around it');
});
