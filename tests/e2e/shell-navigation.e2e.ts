import assert from 'node:assert/strict';
import { expectPath, expectVisible, test } from './harness.ts';
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

test('a menu path without a screen shows "not available yet" inside the layout; an unknown path is a 404', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await openMenu(page, '财务管理', '付款申请');
  await expectPath(page, '/purchase/payment');
  await expectVisible(page.getByRole('heading', { name: '功能建设中' }), 'the not-available page');
  await expectVisible(page.getByText('“付款申请”的页面尚未上线，敬请期待。'), 'its explanation');
  await expectVisible(shell(page).sidebar, 'the sidebar around it');
  assert.equal(
    await shell(page).sidebar.getByRole('link', { name: '付款申请' }).getAttribute('aria-current'),
    'page',
    'the sidebar marks the current menu entry',
  );
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
