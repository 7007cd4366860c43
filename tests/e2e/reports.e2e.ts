// 采购报表 and the dashboard against the real server with the seeded demo data (an executing contract with
// GYS0001 and its order awaiting delivery): the purchase admin opens 基础数据 › 报表, opens 采购支出 and 在途订单,
// filters each, sees the chart (title and text summary) and the table, and exports what is shown (the workbook
// has the rows of the table); the dashboard shows the signed-in user's own figures.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible, test } from './harness.ts';

const DEMO_PASSWORD = 'demo1234';

/** A GET from inside the signed-in page, with its token (as the client does). */
async function api<T>(page: Page, path: string): Promise<T> {
  const answer = (await page.evaluate(async (path) => {
    const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
    const response = await fetch(`/api${path}`, {
      headers: { 'Blade-Auth': `bearer ${decodeURIComponent(token)}` },
    });
    return (await response.json()) as unknown;
  }, path)) as { success: boolean; msg: string; data: T };
  assert.ok(answer.success, `GET ${path}: ${answer.msg}`);
  return answer.data;
}

/** The body rows of a table as their cells' texts, after the row-number column. */
async function tableRows(page: Page, name: string) {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .slice(1)
        .map((td) => (td.textContent ?? '').trim()),
    ),
  );
}

/** The rows of the first sheet of a downloaded workbook (header first). */
async function workbookRows(path: string) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The table's rows once they satisfy `settled` (the filtered page replaces the previous one), or the last seen. */
async function settledRows(page: Page, name: string, settled: (rows: string[][]) => boolean) {
  let rows = await tableRows(page, name);
  for (const deadline = Date.now() + 15_000; !settled(rows) && Date.now() < deadline;) {
    await page.waitForTimeout(200);
    rows = await tableRows(page, name);
  }
  return rows;
}

async function openReport(page: Page, name: string, path: string) {
  // Every report on one page of the list (more than ten exist).
  await page.goto('/purchar/report?size=30');
  const list = page.getByRole('table', { name: '报表' });
  await expectVisible(list, 'the 报表 list');
  await list.getByRole('link', { name: `打开报表 ${name}` }).click();
  await expectPath(page, path);
  await expectVisible(page.getByRole('heading', { name, level: 1 }), `the ${name} screen`);
}

test('the purchase admin opens two reports, filters them, sees chart and table, and exports what is shown', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'buyer_admin', password: DEMO_PASSWORD });

  // 采购支出 by supplier, narrowed to a supplier with an order awaiting delivery (the demo contract's, or one
  // that an earlier browser test of this lane ordered from), so that both reports have rows for it.
  await openReport(page, '采购支出', '/purchar/cg-report/spend');
  const open = await api<{ records: { supplierName: string }[] }>(
    page,
    '/purchase/report/open-orders/pages?current=1&size=10',
  );
  assert.ok(open.records.length > 0, 'the demo order awaits delivery');
  const supplier = open.records[0]!.supplierName;
  await page.getByRole('textbox', { name: '供应商' }).fill(supplier.slice(0, 4));
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expectPath(page, '/purchar/cg-report/spend');
  const figure = page.getByRole('figure', { name: /供应商支出/ });
  await expectVisible(figure, 'the spend chart');
  await expectVisible(figure.locator('svg.recharts-surface').first(), 'the drawn chart');
  await expectVisible(figure.getByText(/合同金额合计/), 'the chart summary');
  const filtered = (rows: string[][]) =>
    rows.length >= 1 && rows.every((cells) => cells[0]!.includes(supplier.slice(0, 4)));
  const shown = await settledRows(page, '采购支出', filtered);
  assert.ok(shown.length >= 1, 'rows under the filter');
  assert.ok(
    shown.every((cells) => cells[0]!.includes(supplier.slice(0, 4))),
    'only the filtered supplier',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^采购支出_\d{14}\.xlsx$/);
  const sheet = await workbookRows(await file.path());
  assert.deepEqual(sheet[0], ['供应商', '合同数', '合同金额', '已到货金额', '已付款金额']);
  assert.deepEqual(
    sheet.slice(1).map((row) => row[0]),
    shown.map((cells) => cells[0]),
    'the workbook has the rows of the table',
  );

  // 在途订单: the demo order awaits delivery.
  await openReport(page, '在途订单', '/purchar/cg-report/open-orders');
  await page.getByRole('textbox', { name: '供应商' }).fill(supplier.slice(0, 4));
  await expectVisible(page.getByRole('figure', { name: /在途订单未到金额/ }), 'the open-order chart');
  const orderRows = (rows: string[][]) => rows.length >= 1 && rows.every((cells) => /^DD\d+/.test(cells[0]!));
  // Walks in the other lane receive orders of the same demo suppliers: an order shown may be delivered before the
  // export is made. The table and its workbook are compared again after a fresh search when that happened; with
  // nothing changing in between they must match at once.
  let orders: string[][] = [];
  let exportedOrders: unknown[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    orders = await settledRows(page, '在途订单', orderRows);
    assert.ok(orderRows(orders), 'open orders listed');
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const orderSheet = await workbookRows(await (await exported).path());
    assert.equal(orderSheet[0]![0], '订单编号');
    exportedOrders = orderSheet.slice(1).map((row) => row[0]);
    if (JSON.stringify(exportedOrders) === JSON.stringify(orders.map((cells) => cells[0]))) break;
  }
  assert.deepEqual(
    exportedOrders,
    orders.map((cells) => cells[0]),
  );
});

test('the purchase admin opens 价格趋势, narrows it to a material, sees the price lines and exports what is shown', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'buyer_admin', password: DEMO_PASSWORD });
  // The demo contract's rebar line is a contracted price of 热轧带肋钢筋.
  await openReport(page, '价格趋势', '/purchar/cg-report/price-trend');
  await page.getByRole('textbox', { name: '物料' }).fill('钢筋');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const figure = page.getByRole('figure', { name: /含税平均单价走势/ });
  await expectVisible(figure, 'the price chart');
  await expectVisible(figure.locator('svg.recharts-surface').first(), 'the drawn lines');
  await expectVisible(figure.getByText(/最低单价/), 'the chart summary');
  const shown = await tableRows(page, '价格趋势');
  assert.ok(shown.length >= 1, 'prices of the material');
  assert.ok(
    shown.every((cells) => /^\d{4}-\d{2}$/.test(cells[0]!) && cells[2]!.includes('钢筋')),
    'months of the filtered material only',
  );
  assert.ok(
    shown.some((cells) => cells[4] === '合同'),
    'the demo contract price',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^价格趋势_\d{14}\.xlsx$/);
  const sheet = await workbookRows(await file.path());
  assert.deepEqual(sheet[0]!.slice(0, 5), ['月份', '物料编码', '物料名称', '供应商', '来源']);
  assert.deepEqual(
    sheet.slice(1).map((row) => [row[0], row[2], row[3], row[4]]),
    shown.map((cells) => [cells[0], cells[2], cells[3], cells[4]]),
    'the workbook has the rows of the table',
  );
});

test("the dashboard shows the signed-in user's own figures", async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'buyer_admin', password: DEMO_PASSWORD });
  await page.goto('/wel/dashboard');
  const figures = page.getByRole('region', { name: '我的工作台数据' });
  await expectVisible(figures, 'the figures');
  const mine = await api<{ openOrders: number | null; approvals: { total: number } }>(
    page,
    '/purchase/report/dashboard',
  );
  assert.notEqual(mine.openOrders, null, 'the purchase admin reads the reports');
  const open = figures.locator('div').filter({ has: page.getByText('在途订单', { exact: true }) });
  await expectVisible(
    open.getByText(String(mine.openOrders), { exact: true }).first(),
    'the open-order count',
  );
  await expectVisible(figures.getByRole('figure', { name: '近六个月采购额' }), 'the spend trend chart');
  await expectVisible(figures.getByText('待我审批'), 'the approvals figure');
});

test('the purchase admin opens 供应商绩效, narrows it to a supplier, sees the rates and exports what is shown', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'buyer_admin', password: DEMO_PASSWORD });
  // A supplier the demo contracted with (its contract amount gives it a row whatever it has delivered).
  const spend = await api<{ records: { name: string }[] }>(
    page,
    '/purchase/report/spend/pages?current=1&size=10&groupBy=1',
  );
  assert.ok(spend.records.length > 0, 'the demo has an approved contract');
  const supplier = spend.records[0]!.name.slice(0, 4);
  await openReport(page, '供应商绩效', '/purchar/cg-report/supplier-performance');
  await page.getByRole('textbox', { name: '供应商' }).fill(supplier);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const figure = page.getByRole('figure', { name: /供应商准时率、拒收率与中标率/ });
  await expectVisible(figure, 'the performance chart');
  await expectVisible(figure.locator('svg.recharts-surface').first(), 'the drawn bars');
  await expectVisible(figure.getByText(/个供应商/), 'the chart summary');
  const filtered = (rows: string[][]) =>
    rows.length >= 1 && rows.every((cells) => cells[0]!.includes(supplier));
  const shown = await settledRows(page, '供应商绩效', filtered);
  assert.ok(filtered(shown), 'only the filtered supplier');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^供应商绩效_\d{14}\.xlsx$/);
  const sheet = await workbookRows(await file.path());
  assert.deepEqual(sheet[0]!.slice(0, 4), ['供应商', '入库单数', '按期入库', '准时率%']);
  assert.deepEqual(
    sheet.slice(1).map((row) => [row[0], row[1]]),
    shown.map((cells) => [cells[0], Number(cells[1])]),
    'the workbook has the rows of the table',
  );
});
