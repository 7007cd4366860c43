// Sourcing end to end against the real server with the seeded demo organisation: a clerk's bill is approved and
// its two lines assigned to 吴采购 (buyer) through the API; the buyer makes a sourcing bill of them on 采购执行,
// invites three demo suppliers, enters their offers, sees the lowest offer of each line marked, awards the first
// line to a supplier that is not the lowest (with a reason) and the second to the lowest, and submits; the
// director, area manager and manager approve on 定标审批 in their own sessions; the winners list shows both. On the
// way the buyer files an offer file for a supplier and sees a file that is no document refused.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { creditCodeCheckChar } from '../../src/lib/credit-code.ts';
import { signInAs } from './flows/people.ts';
import { expectSuccessToast, expectVisible, successToasts, test, type TestContext } from './harness.ts';

interface Answer<T = unknown> {
  success: boolean;
  msg: string;
  data: T;
}

/** Calls the API from inside a signed-in page, with its token (as the client does). */
async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = (await page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as unknown;
    },
    { method, path, body },
  )) as Answer<T>;
  assert.ok(answer.success, `${method} ${path}: ${answer.msg}`);
  return answer.data;
}

/**
 * Demand lines assigned to 吴采购 (buyer), made through the API: the clerk's bill, its chain (pm, director, area
 * manager, manager), the purchase admin's assignment. `lines` name a material code, or cycle through the
 * materials when given as a count.
 */
async function assignedBill(
  t: TestContext,
  title: string,
  lines: { code: string; qty: number; estimatedPrice: number }[] | number,
) {
  const clerk = await signInAs(t, 'clerk');
  const depts = await ok<{ id: string; title: string; children?: unknown[] }[]>(
    clerk,
    'GET',
    '/blade-system/dept/tree',
  );
  const flat = (
    nodes: { id: string; title: string; children?: unknown[] }[],
  ): { id: string; title: string }[] =>
    nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
  const shanghai = flat(depts).find((d) => d.title === '上海项目部')!.id;
  const materials = await ok<{ records: { id: string; materialCode: string }[] }>(
    clerk,
    'GET',
    '/purchar/cg-material/pages?current=1&size=50&status=1',
  );
  const byCode = (code: string) => materials.records.find((m) => m.materialCode === code)!.id;
  const items =
    typeof lines === 'number'
      ? Array.from({ length: lines }, (_, i) => ({
          materialId: materials.records[i % materials.records.length]!.id,
          qty: 10 + (i % 7),
          estimatedPrice: 100 + (i % 13) * 10,
        }))
      : lines.map((l) => ({ materialId: byCode(l.code), qty: l.qty, estimatedPrice: l.estimatedPrice }));
  const pms = await ok<{ id: string; account: string }[]>(
    clerk,
    'GET',
    `/purchar/cg-needs/projectManagerList?deptId=${shanghai}`,
  );
  const bill = await ok<{ id: string; needsNo: string; items: { id: string }[] }>(
    clerk,
    'POST',
    '/purchar/cg-needs/addOrEdit',
    { title, deptId: shanghai, projectManagerId: pms.find((m) => m.account === 'pm')!.id, items },
  );
  await ok(clerk, 'POST', '/purchar/cg-needs/submitApprove', { id: bill.id });
  await ok(await signInAs(t, 'pm'), 'POST', `/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
  for (const [account, path] of [
    ['director', '/purchar/cg-needs/approve'],
    ['area', '/purchar/cg-needs/approveAreaManager'],
    ['manager', '/purchar/cg-needs/approveManager'],
  ] as const) {
    await ok(await signInAs(t, account), 'POST', path, { id: bill.id });
  }
  const padmin = await signInAs(t, 'buyer_admin');
  const purchasers = await ok<{ id: string; account: string }[]>(
    padmin,
    'GET',
    '/purchar/cg-needs-subpackage/purchaserList',
  );
  await ok(padmin, 'POST', '/purchar/cg-needs-subpackage/subpackage', {
    purchaserId: purchasers.find((p) => p.account === 'buyer')!.id,
    lines: bill.items.map((item) => ({ needsItemId: item.id })),
  });
  return bill;
}

const SUPPLIERS = ['上海宝钢建材有限公司', '江苏华东钢铁贸易有限公司', '浙江海螺水泥销售有限公司'] as const;
// Offers per supplier: [rebar line, cement line]. Lowest: 江苏华东 on rebar, 浙江海螺 on cement.
const PRICES: Record<(typeof SUPPLIERS)[number], [number, number]> = {
  上海宝钢建材有限公司: [4000, 500],
  江苏华东钢铁贸易有限公司: [3900, 480],
  浙江海螺水泥销售有限公司: [3950, 470],
};

test(
  'a purchaser sources two assigned lines, awards one to a non-lowest supplier, three approvers approve',
  async (t) => {
    const stamp = Date.now().toString(36).slice(-5);

    const bill = await assignedBill(t, `E2E寻源${stamp}`, [
      { code: 'WZ0101001', qty: 12, estimatedPrice: 4100 },
      { code: 'WZ0102001', qty: 30, estimatedPrice: 520 },
    ]);

    // 采购执行 → 生成寻源单 over both lines.
    const buyer = await signInAs(t, 'buyer');
    await buyer.goto(`/purchar/needs-purchar?needsNo=${bill.needsNo}`);
    const mine = buyer.getByRole('table', { name: '采购执行' });
    for (const code of ['WZ0101001', 'WZ0102001']) {
      const row = mine.getByRole('row').filter({ hasText: code });
      await expectVisible(row, `assigned ${code}`);
      await row.getByRole('checkbox').check();
    }
    await buyer.getByRole('button', { name: '生成寻源单' }).click();
    const create = buyer.getByRole('dialog', { name: '生成寻源单' });
    await create.getByLabel('寻源名称').fill(`钢材水泥寻源${stamp}`);
    await create.getByRole('button', { name: '生成寻源单' }).click();
    await buyer.waitForURL(/\/purchar\/sourcing\/\d+$/);
    const sourcingId = buyer.url().split('/').pop()!;

    // Invite three suppliers.
    for (const name of SUPPLIERS) await buyer.getByRole('checkbox', { name }).check();
    await buyer.getByRole('button', { name: '保存', exact: true }).click();
    await expectSuccessToast(buyer, '已保存');

    // Each supplier's offers through its column's 录入报价.
    const matrix = buyer.getByRole('table', { name: '比价矩阵' });
    for (const [index, name] of SUPPLIERS.entries()) {
      await expectVisible(matrix.getByRole('columnheader', { name: new RegExp(name) }), `column ${name}`);
      await matrix.getByRole('button', { name: '录入报价' }).nth(index).click();
      const dialog = buyer.getByRole('dialog', { name: `${name} 的报价` });
      const [rebar, cement] = PRICES[name];
      await dialog.getByLabel(/^含税单价 1 /).fill(String(rebar));
      await dialog.getByLabel(/^含税单价 2 /).fill(String(cement));
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    // An offer file for the first supplier: a PDF is stored and listed; a file whose content is no document is
    // refused with the server's reason, and the list keeps the one file.
    await matrix.getByRole('button', { name: `报价文件 ${SUPPLIERS[0]}` }).click();
    const files = buyer.getByRole('dialog', { name: `${SUPPLIERS[0]} 的报价文件` });
    await files.getByLabel('文件类型').selectOption({ label: '报价单' });
    await files.getByLabel('上传文件').setInputFiles({
      name: '宝钢报价单.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expectSuccessToast(buyer, '已上传 宝钢报价单.pdf');
    const listed = files.getByRole('table', { name: '报价文件' });
    await expectVisible(
      listed.getByRole('row').filter({ hasText: '宝钢报价单.pdf' }),
      'the stored offer file',
    );
    await files.getByLabel('上传文件').setInputFiles({
      name: '伪装的报价单.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff, 0x00, 0x00]),
    });
    await expectVisible(
      buyer
        .locator('[data-sonner-toast][data-type="error"]')
        .filter({ hasText: '报价文件只接受 PDF、图片或 Office 文档' }),
      'the refusal of a file that is no document',
    );
    assert.equal(await listed.getByRole('row').filter({ hasText: '伪装的报价单.pdf' }).count(), 0);
    assert.equal(await listed.getByRole('row').count(), 2);
    await buyer.keyboard.press('Escape');
    await files.waitFor({ state: 'hidden' });

    // The lowest of each line is marked.
    const rebarRow = matrix.getByRole('row').filter({ hasText: 'WZ0101001' });
    const cementRow = matrix.getByRole('row').filter({ hasText: 'WZ0102001' });
    await expectVisible(
      rebarRow.locator('[data-lowest="true"]').filter({ hasText: '3,900' }),
      'the lowest rebar offer',
    );
    await expectVisible(
      cementRow.locator('[data-lowest="true"]').filter({ hasText: '470' }),
      'the lowest cement offer',
    );
    assert.equal(await rebarRow.locator('[data-lowest="true"]').count(), 1);

    // Rebar to 上海宝钢 (not the lowest, so with a reason); cement to the lowest, 浙江海螺.
    await rebarRow.getByRole('button', { name: '定标' }).click();
    let award = buyer.getByRole('dialog', { name: /^第 1 行定标/ });
    await award.getByLabel(`中标数量 ${SUPPLIERS[0]}`).fill('12');
    await award.getByLabel(`定标理由 ${SUPPLIERS[0]}`).fill('交期最短,质量稳定');
    await award.getByRole('button', { name: '定标' }).click();
    await expectSuccessToast(buyer, '定标已保存');
    await cementRow.getByRole('button', { name: '定标' }).click();
    award = buyer.getByRole('dialog', { name: /^第 2 行定标/ });
    await award.getByLabel(`中标数量 ${SUPPLIERS[2]}`).fill('30');
    // The first line's toast may still be up: wait for one more than there were.
    const saved = successToasts(buyer, '定标已保存');
    const before = await saved.count();
    await award.getByRole('button', { name: '定标' }).click();
    await expectVisible(saved.nth(before), 'the toast 定标已保存 for line 2');
    await buyer.getByRole('button', { name: '提交定标审批' }).click();
    await expectSuccessToast(buyer, '已提交定标审批');

    // Director, area manager and manager each approve on 定标审批, seeing the matrix.
    const detail = await ok<{ sourcingNo: string }>(buyer, 'GET', `/purchar/cg-sourcing/${sourcingId}`);
    for (const account of ['director', 'area', 'manager']) {
      const approver = await signInAs(t, account);
      await approver.goto('/purchaseApprove/index');
      await approver.getByRole('button', { name: new RegExp(detail.sourcingNo) }).click();
      await expectVisible(approver.getByRole('table', { name: '比价矩阵' }), `${account} sees the matrix`);
      await approver.getByRole('button', { name: '通过', exact: true }).click();
      await expectSuccessToast(approver, '已审批通过');
    }

    // The winners: both suppliers.
    await buyer.goto(`/purchar/supplier-win?sourcingNo=${detail.sourcingNo}`);
    const wins = buyer.getByRole('table', { name: '中标供应商' });
    for (const name of [SUPPLIERS[0], SUPPLIERS[2]]) {
      await expectVisible(wins.getByRole('row').filter({ hasText: name }), `winner ${name}`);
    }
  },
  { timeoutMs: 300_000 },
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A valid unified social credit code made from `seed` (the check character computed). */
function creditCode(seed: string): string {
  const body = `91320500MA${seed.toUpperCase().replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0')}`
    .padEnd(17, '0')
    .slice(0, 17);
  return body + creditCodeCheckChar(body)!;
}

/** `count` admitted suppliers made through the API: the purchase admin's draft, the director, area manager, manager. */
async function admittedSuppliers(t: TestContext, stamp: string, count: number): Promise<string[]> {
  const padmin = await signInAs(t, 'buyer_admin');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `比价基准供应商${stamp}${i}有限公司`;
    const saved = await ok<{ id: string }>(padmin, 'POST', '/purchar/gys-supplier/addOrEdit', {
      supplierCode: `BJ${stamp}${i}`,
      supplierName: name,
      creditCode: creditCode(`${stamp}${i}`),
      supplierType: '2',
      taxpayerType: 1,
      qualifications: [{ qualType: 'BUSINESS_LICENSE', certNo: `YYZZ${stamp}${i}`, validTo: null }],
      bankAccounts: [{ accountName: name, bankName: '中国银行', accountNo: `62220${i}`, isDefault: 1 }],
    });
    await ok(padmin, 'POST', '/purchar/gys-supplier/submitApprove', { id: saved.id });
    ids.push(saved.id);
  }
  for (const [account, path] of [
    ['director', '/purchar/gys-supplier/approve'],
    ['area', '/purchar/gys-supplier/approveAreaManager'],
    ['manager', '/purchar/gys-supplier/approveManager'],
  ] as const) {
    const approver = await signInAs(t, account);
    for (const id of ids) await ok(approver, 'POST', path, { id });
  }
  return ids;
}

test(
  'figure: the price-comparison matrix of 200 lines × 10 suppliers paints soon after its data arrives',
  async (t) => {
    const stamp = Date.now().toString(36).slice(-4);
    const bill = await assignedBill(t, `比价基准${stamp}`, 200);
    const buyer = await signInAs(t, 'buyer');
    const mine = await ok<{ records: { id: string }[] }>(
      buyer,
      'GET',
      `/purchar/cg-needs-purchar/pages?current=1&size=500&needsNo=${bill.needsNo}`,
    );
    assert.equal(mine.records.length, 200);
    const created = await ok<{ id: string }>(buyer, 'POST', '/purchar/cg-needs-purchar/create-sourcing', {
      sourcingName: `比价基准${stamp}`,
      lines: mine.records.map((r) => ({ allocationId: r.id })),
    });
    const options = await ok<{ id: string; supplierCode: string }[]>(
      buyer,
      'GET',
      '/purchar/cg-sourcing/supplierOptions',
    );
    const demo = options.filter((o) => ['GYS0001', 'GYS0002', 'GYS0004'].includes(o.supplierCode));
    const supplierIds = [...demo.map((o) => o.id), ...(await admittedSuppliers(t, stamp, 10 - demo.length))];
    await ok(buyer, 'POST', '/purchar/cg-sourcing/edit', {
      id: created.id,
      sourcingName: `比价基准${stamp}`,
      supplierIds,
    });
    const empty = await ok<{ lines: { sourcingItemId: string }[] }>(
      buyer,
      'GET',
      `/purchar/cg-sourcing/matrix?sourcingId=${created.id}`,
    );
    for (const [s, supplierId] of supplierIds.entries()) {
      await ok(buyer, 'POST', '/purchar/cg-sourcing/supplier-offer/add', {
        sourcingId: created.id,
        supplierId,
        offers: empty.lines.map((line, i) => ({
          sourcingItemId: line.sourcingItemId,
          unitPrice: 100 + ((i * 7 + s * 13) % 50),
          taxRate: 13,
        })),
      });
    }

    // In the page: when the matrix's answer has arrived (resource timing) and when the table with its 200 rows
    // is on screen (two frames after the rows are in the document, i.e. after the browser painted them).
    await buyer.addInitScript(() => {
      const w = window as unknown as { matrixPainted?: Promise<number> };
      // No named functions in here: the page runs this text, without the bundler's name helper.
      w.matrixPainted = new Promise<number>((done) => {
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('table[aria-label="比价矩阵"] tbody tr').length < 200) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
        });
        document.addEventListener('DOMContentLoaded', () =>
          observer.observe(document.body, { childList: true, subtree: true }),
        );
      });
    });
    const figures: number[] = [];
    for (let run = 0; run < 5; run++) {
      await buyer.goto(`/purchar/sourcing/${created.id}`);
      const painted = await buyer.evaluate(
        () => (window as unknown as { matrixPainted: Promise<number> }).matrixPainted,
      );
      const arrived = await buyer.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/cg-sourcing/matrix'))
          .pop() as PerformanceResourceTiming | undefined;
        return entry?.responseEnd ?? Number.NaN;
      });
      await expectVisible(
        buyer
          .getByRole('table', { name: '比价矩阵' })
          .getByRole('row')
          .filter({ hasText: '比价基准供应商' })
          .first(),
        'the matrix',
      );
      figures.push(painted - arrived);
    }
    console.log(
      `figure: price-comparison matrix 200 lines × 10 suppliers — from data arrival to painted median ` +
        `${median(figures).toFixed(0)} ms (runs ${figures.map((v) => v.toFixed(0)).join(', ')} ms)`,
    );
  },
  { measures: true, timeoutMs: 300_000 },
);
