// Platform operations against the real server: a scheduled job added, run now and its run read on
// /task/schedulelog/:uuid; a notice published by the administrator and read by a demo user from the top bar.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectSuccessToast, expectVisible, test } from './harness.ts';

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, table: string, text: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

test('admin adds a job, runs it now and reads its run in the job log', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/task/schedulejob');
  // The seeded built-in jobs are listed.
  await expectVisible(rowOf(page, '定时任务', '日志清理'), 'the built-in 日志清理 job');

  const name = `E2E 任务 ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page);
  await form.getByLabel('任务名称').fill(name);
  await form.getByLabel('任务类型').selectOption({ label: '审批超时提醒' });
  // A cron that does not parse is refused by the server; the dialog stays open with its message.
  await form.getByLabel('Cron 表达式').fill('61 * * * *');
  await form.getByRole('button', { name: '保存' }).click();
  await expectVisible(form.getByText('Cron 表达式无法解析: 61 * * * *'), 'the cron message');
  await form.getByLabel('Cron 表达式').fill('0 0 9 * * *');
  await form.getByRole('button', { name: '保存' }).click();
  await expectSuccessToast(page, '新增成功');
  await form.waitFor({ state: 'detached' });

  const row = rowOf(page, '定时任务', name);
  await expectVisible(row.getByText('已停止'), 'the new job, stopped');
  await row.getByRole('button', { name: '执行一次' }).click();
  const confirm = page.getByRole('alertdialog');
  await expectVisible(confirm.getByText(`立即执行一次任务“${name}”?`), 'the run-now confirmation');
  await confirm.getByRole('button', { name: '执行一次' }).click();
  await expectSuccessToast(page, '执行成功');

  await row.getByRole('link', { name: '日志' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/task/schedulelog/'));
  await expectVisible(page.getByText(name).first(), 'the job on its log page');
  const run = page.getByRole('table', { name: '任务日志' }).locator('tbody tr').first();
  await expectVisible(run.getByText('成功'), 'the run, successful');
  await expectVisible(run.getByText('手动'), 'the run, manual');
  await run.getByRole('button', { name: '输出' }).click();
  await expectVisible(dialog(page).getByText(/nothing overdue|reminder/), 'the run output');
});

test('admin publishes a notice; a demo user reads it from the top bar', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/desk/notice');
  const title = `E2E 通知 ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page);
  await form.getByLabel('标题').fill(title);
  await form.getByLabel('内容').fill('本周六 22:00 系统维护。');
  await form.getByRole('button', { name: '保存' }).click();
  await expectSuccessToast(page, '新增成功');
  await form.waitFor({ state: 'detached' });
  const row = rowOf(page, '通知公告', title);
  await expectVisible(row.getByText('草稿'), 'the draft');
  await row.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expectSuccessToast(page, '发布成功');
  await expectVisible(row.getByText('已发布'), 'the published notice');

  const clerk = await t.newSession();
  await t.signIn(clerk, { account: 'clerk', password: 'demo1234' });
  const bell = clerk.getByRole('button', { name: /^通知 \d+ 条未读$/ });
  await expectVisible(bell, 'the bell with unread notices');
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) 条未读/)?.[1]);
  await bell.click();
  const popover = clerk.getByRole('dialog', { name: '通知公告' });
  await popover.getByRole('button', { name: new RegExp(title) }).click();
  await expectVisible(popover.getByText('本周六 22:00 系统维护。'), 'the notice content');
  await expectVisible(popover.getByText(`${before - 1} 条未读`), 'one fewer unread');
  assert.ok(before >= 1);
});
