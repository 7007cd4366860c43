import assert from 'node:assert/strict';
import { expectPath, test } from './harness.ts';
import { expectTabs, openMenu, shell } from './shell-support.ts';

test('tabs: open three screens, close the active one, close others; the last tab stays', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await expectTabs(page, ['首页']);
  // Each screen is shown before the next is opened, as a user does: a screen left before it finished loading is
  // never visited, so it gets no tab.
  await openMenu(page, '工作台', '仪表盘');
  await expectTabs(page, ['首页', '仪表盘']);
  await openMenu(page, '需求管理', '需求单');
  await expectTabs(page, ['首页', '仪表盘', '需求单']);
  // 入库's list is an index route (/stock/stock-in/), whose tab once stayed open on closing.
  await openMenu(page, '库存管理', '入库');
  await expectTabs(page, ['首页', '仪表盘', '需求单', '入库']);

  // Closing the active tab opens the previous one.
  await shell(page).tabs.getByRole('button', { name: '关闭 入库' }).click();
  await expectPath(page, '/purchar/needs');
  await expectTabs(page, ['首页', '仪表盘', '需求单']);

  // The tabs survive a reload.
  await page.reload();
  await expectTabs(page, ['首页', '仪表盘', '需求单']);

  // Close others (from the right-click menu of a tab): the home tab and the active one stay.
  await shell(page).tabs.getByRole('link', { name: '仪表盘' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expectPath(page, '/wel/dashboard');
  await expectTabs(page, ['首页', '仪表盘']);

  // Close all: only home is left, and it cannot be closed.
  await shell(page).tabMenu.click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expectPath(page, '/wel/index');
  await expectTabs(page, ['首页']);
  assert.equal(await shell(page).tabs.getByRole('button').count(), 0, 'the last tab has no close button');
});

test('tabs: clear cache asks first, then calls oauth/clear-cache', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await shell(page).tabMenu.click();
  await page.getByRole('menuitem', { name: '清除缓存' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('是否需要清除缓存?').waitFor();
  const call = page.waitForResponse((response) => response.url().endsWith('/blade-auth/oauth/clear-cache'));
  await confirm.getByRole('button', { name: '确定' }).click();
  const response = await call;
  assert.equal(((await response.json()) as { code: number }).code, 200);
  await page.getByText('清除完毕').waitFor();
});
