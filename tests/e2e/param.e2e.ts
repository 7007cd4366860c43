// 参数管理 (/system/param) against the real server, the first resource on the generic CRUD screen; plus the
// toolkit's render time for a 200-row page of 12 columns (/test/index) and an upload through put-file.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectPath, expectSuccessToast, expectVisible, test } from './harness.ts';

const paramTable = (page: Page) => page.getByRole('table', { name: '参数管理' });
const rowWith = (page: Page, text: string) =>
  paramTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

async function fillParam(form: Locator, values: { name?: string; key?: string; value?: string }) {
  if (values.name !== undefined) await form.getByLabel('参数名称').fill(values.name);
  if (values.key !== undefined) await form.getByLabel('参数键名').fill(values.key);
  if (values.value !== undefined) await form.getByLabel('参数键值').fill(values.value);
}

/** Waits until the list call answers (the table shows it right after). */
const nextList = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/blade-system/param/list') && r.status() === 200);

test('admin adds, edits, searches and batch-deletes parameters', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  const listed = nextList(page);
  await page.goto('/system/param');
  await listed;
  await expectVisible(paramTable(page), 'the 参数管理 table');
  // A seeded parameter is listed.
  await expectVisible(rowWith(page, 'account.initPassword'), 'the seeded account.initPassword row');

  const stamp = Date.now().toString(36);
  const first = { name: `E2E 参数一 ${stamp}`, key: `e2e.${stamp}.first`, value: 'v1' };
  const second = { name: `E2E 参数二 ${stamp}`, key: `e2e.${stamp}.second`, value: 'second value' };

  // Add: the on-blur message first, then a real add.
  for (const param of [first, second]) {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = dialog(page);
    await expectVisible(form.getByRole('heading', { name: '新增参数' }), 'the add dialog');
    if (param === first) {
      await form.getByLabel('参数名称').focus();
      await form.getByLabel('参数键名').focus();
      await expectVisible(form.getByText('请输入参数名称'), 'the on-blur message 请输入参数名称');
    }
    await fillParam(form, param);
    await form.getByRole('button', { name: '保存' }).click();
    await expectSuccessToast(page, '新增成功');
    await form.waitFor({ state: 'detached' });
    await expectVisible(rowWith(page, param.key), `the new row ${param.key}`);
  }

  // A duplicate key is refused by the server; the dialog stays open with its message.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await fillParam(dialog(page), { name: 'dup', key: first.key, value: 'x' });
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await expectVisible(
    dialog(page).getByRole('alert').filter({ hasText: first.key }),
    'the duplicate-key message',
  );
  await dialog(page).getByRole('button', { name: '取消' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  // Edit the first one.
  await rowWith(page, first.key).getByRole('button', { name: '编辑' }).click();
  const editForm = dialog(page);
  assert.equal(await editForm.getByLabel('参数键名').inputValue(), first.key);
  await editForm.getByLabel('参数键值').fill('v2 (edited)');
  await editForm.getByRole('button', { name: '修改' }).click();
  await expectSuccessToast(page, '更新成功');
  await expectVisible(rowWith(page, first.key).getByText('v2 (edited)'), 'the edited value');

  // Search by key: the URL carries the filter and only the two new params are listed.
  const search = page.getByRole('search');
  await search.getByLabel('参数键名').fill(`e2e.${stamp}.`);
  const searched = nextList(page);
  await search.getByRole('button', { name: '搜索' }).click();
  await searched;
  await page.waitForURL((url) => url.searchParams.get('paramKey') === `e2e.${stamp}.`);
  await expectVisible(page.getByText('共 2 条'), 'a total of 2');
  assert.equal(await paramTable(page).locator('tbody tr').count(), 2);

  // Batch delete: both selected, confirmed, gone.
  await rowWith(page, first.key).getByRole('checkbox').check();
  await rowWith(page, second.key).getByRole('checkbox').check();
  await page.getByRole('button', { name: '删除', exact: true }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expectVisible(confirm.getByText('确定将选择数据删除?'), 'the delete confirmation');
  const removed = page.waitForResponse((r) => r.url().includes('/api/blade-system/param/remove'));
  await confirm.getByRole('button', { name: '删除' }).click();
  const removeCall = new URL((await removed).url());
  assert.equal(removeCall.searchParams.get('ids')?.split(',').length, 2, 'one remove call with both ids');
  await expectSuccessToast(page, '删除成功');
  await expectVisible(paramTable(page).getByText('暂无数据'), 'the empty list after the delete');

  // The search survives a reload (it lives in the URL), and the params are gone on the server too.
  await page.reload();
  await expectPath(page, '/system/param');
  await expectVisible(paramTable(page).getByText('暂无数据'), 'the same empty search after a reload');
});

test(
  'a 200-row page of 12 columns renders quickly once its data has arrived',
  async (t) => {
    const { page } = t;
    await t.signIn(page, { account: 'admin', password: 'admin' });
    await page.goto('/test/index?size=200');
    const table = page.getByRole('table', { name: '测试页' });
    await expectVisible(table, 'the test table');
    const headers = await table.locator('thead th').count();
    const measures = () =>
      page.evaluate(() => performance.getEntriesByName('table:render').map((entry) => entry.duration));
    await page.waitForFunction(() => performance.getEntriesByName('table:render').length >= 1);
    assert.equal(await table.locator('tbody tr').count(), 200);

    // Further pages, each 200 fresh rows replacing 200 rows and never from the cache (a cached page would
    // render without new data): pages 2-5, then sorted by amount (page 1 again, but a new query), pages 2-5.
    const steps: [string, () => Promise<void>][] = [];
    const goToPage = (n: number) => () => page.getByRole('button', { name: `第 ${n} 页` }).click();
    for (const n of [2, 3, 4, 5]) steps.push([`page ${n}`, goToPage(n)]);
    steps.push(['sorted by amount', () => table.getByRole('button', { name: /^金额/ }).click()]);
    for (const n of [2, 3, 4, 5]) steps.push([`sorted page ${n}`, goToPage(n)]);
    for (const [run, [what, step]] of steps.entries()) {
      await step();
      await page.waitForFunction((n) => performance.getEntriesByName('table:render').length > n, run + 1);
      await expectVisible(table.locator('tbody tr').nth(199), `row 200 of ${what}`);
    }
    const RUNS = steps.length;
    const [first = 0, ...rest] = await measures();
    const sorted = [...rest].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `    200 rows × 12 data columns (${headers} columns with selection, index and actions): ` +
        `first page ${first.toFixed(0)} ms; next ${RUNS} pages median ${median.toFixed(0)} ms ` +
        `(min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}), from data to painted frame`,
    );
    assert.equal(headers, 15);
  },
  { measures: true },
);

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an upload field stores the file through put-file and shows its link', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/demo/crud/form');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/blade-resource/oss/endpoint/put-file'));
  await page.getByLabel('上传文件').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  const answer = (await (await uploaded).json()) as {
    code: number;
    data: { link: string; originalName: string };
  };
  assert.equal(answer.code, 200, `put-file answered ${JSON.stringify(answer)}`);
  assert.equal(answer.data.originalName, 'pixel.png');
  // The link shows the stored name, without the signature after it.
  const link = page.getByRole('link', { name: answer.data.link.split('?')[0]!.split('/').pop() });
  await expectVisible(link, 'the stored file link');
  const stored = await page.request.get(answer.data.link);
  assert.equal(stored.status(), 200);
  assert.deepEqual(Buffer.from(await stored.body()), PNG);
});
