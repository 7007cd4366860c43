// Sourcing end to end against the real server with the seeded demo organisation: a clerk's bill is approved and
// its two lines assigned to 吴采购 (buyer) through the API; the buyer makes a sourcing bill of them on 采购执行,
// invites three demo suppliers, enters their offers, sees the lowest offer of each line marked, awards the first
// line to a supplier that is not the lowest (with a reason) and the second to the lowest, and submits; the
// director, area manager and manager approve on 定标审批 in their own sessions; the winners list shows both.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectVisible, test } from './harness.ts';
import { signInAs } from './flows/people.ts';

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

const SUPPLIERS = ['上海宝钢建材有限公司', '江苏华东钢铁贸易有限公司', '浙江海螺水泥销售有限公司'] as const;
// Offers per supplier: [rebar line, cement line]. Lowest: 江苏华东 on rebar, 浙江海螺 on cement.
const PRICES: Record<(typeof SUPPLIERS)[number], [number, number]> = {
  上海宝钢建材有限公司: [4000, 500],
  江苏华东钢铁贸易有限公司: [3900, 480],
  浙江海螺水泥销售有限公司: [3950, 470],
};

const success = (page: Page, text: string) =>
  expectVisible(page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: text }), text);

test(
  'a purchaser sources two assigned lines, awards one to a non-lowest supplier, three approvers approve',
  async (t) => {
    const stamp = Date.now().toString(36).slice(-5);

    // Assigned lines, made through the API: the clerk's bill, the chain, the purchase admin's assignment.
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
      '/purchar/cg-material/pages?current=1&size=50',
    );
    const byCode = (code: string) => materials.records.find((m) => m.materialCode === code)!.id;
    const pms = await ok<{ id: string; account: string }[]>(
      clerk,
      'GET',
      `/purchar/cg-needs/projectManagerList?deptId=${shanghai}`,
    );
    const bill = await ok<{ id: string; needsNo: string; items: { id: string }[] }>(
      clerk,
      'POST',
      '/purchar/cg-needs/addOrEdit',
      {
        title: `E2E寻源${stamp}`,
        deptId: shanghai,
        projectManagerId: pms.find((m) => m.account === 'pm')!.id,
        items: [
          { materialId: byCode('WZ0101001'), qty: 12, estimatedPrice: 4100 },
          { materialId: byCode('WZ0102001'), qty: 30, estimatedPrice: 520 },
        ],
      },
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
    await success(buyer, '已保存');

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
    await success(buyer, '定标已保存');
    await cementRow.getByRole('button', { name: '定标' }).click();
    award = buyer.getByRole('dialog', { name: /^第 2 行定标/ });
    await award.getByLabel(`中标数量 ${SUPPLIERS[2]}`).fill('30');
    await award.getByRole('button', { name: '定标' }).click();
    await success(buyer, '定标已保存');
    await buyer.getByRole('button', { name: '提交定标审批' }).click();
    await success(buyer, '已提交定标审批');

    // Director, area manager and manager each approve on 定标审批, seeing the matrix.
    const detail = await ok<{ sourcingNo: string }>(buyer, 'GET', `/purchar/cg-sourcing/${sourcingId}`);
    for (const account of ['director', 'area', 'manager']) {
      const approver = await signInAs(t, account);
      await approver.goto('/purchaseApprove/index');
      await approver.getByRole('button', { name: new RegExp(detail.sourcingNo) }).click();
      await expectVisible(approver.getByRole('table', { name: '比价矩阵' }), `${account} sees the matrix`);
      await approver.getByRole('button', { name: '通过', exact: true }).click();
      await success(approver, '已审批通过');
    }

    // The winners: both suppliers.
    await buyer.goto(`/purchar/supplier-win?sourcingNo=${detail.sourcingNo}`);
    const wins = buyer.getByRole('table', { name: '中标供应商' });
    for (const name of [SUPPLIERS[0], SUPPLIERS[2]]) {
      await expectVisible(wins.getByRole('row').filter({ hasText: name }), `winner ${name}`);
    }
  },
  { timeoutMs: 180_000 },
);
