import assert from 'node:assert/strict';
import { expectPath, expectVisible, test } from './harness.ts';

test('menu search with the keyboard: Ctrl+K, prefix, arrows, Enter; Esc closes', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await expectVisible(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }),
    'the menu',
  );

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: '菜单搜索' });
  const input = dialog.getByRole('combobox');
  await expectVisible(input, 'the search box');
  assert.ok(
    await input.evaluate((element) => element === document.activeElement),
    'the search box has the focus',
  );
  await page.keyboard.type('需求');
  const options = dialog.getByRole('option');
  // The seeded leaves whose names start with 需求 (DESIGN §10), not the group 需求管理 itself.
  await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 4);
  assert.deepEqual(
    (await options.allTextContents()).map((text) => text.replace(/需求管理.*$/, '').trim()),
    ['需求单', '需求计划', '需求汇总', '需求分包'],
  );
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('ArrowDown');
  assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await expectPath(page, '/purchar/plan-needs');
  assert.equal(await dialog.count(), 0, 'the search closed');

  await page.keyboard.press('Control+K');
  await expectVisible(dialog, 'the search again');
  await page.keyboard.type('zzz');
  await expectVisible(dialog.getByText('没有以“zzz”开头的菜单'), 'the no-match message');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectPath(page, '/purchar/plan-needs');
});
