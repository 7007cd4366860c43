// From an award to the purchase process, end to end on the demo organisation: a demand line is approved, assigned
// to 吴采购, sourced with three offers and awarded to the lowest (江苏华东) through the API; then on screen the
// buyer makes the contract with 全部中标供应商生成合同 on 中标供应商, sets the terms 到货款 95 % + 质保金 5 % in the
// editor, saves and submits; the director, the area manager and the manager approve it in their own sessions; the
// buyer orders everything at once and reads the chain on 采购过程跟踪, from the demand bill to the order.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectToast, expectVisible, test, type TestContext } from './harness.ts';
import { approveOnDetail } from './flows/approvals.ts';
import { signInAs } from './flows/people.ts';
import { pageOk as ok } from './page-api.ts';

interface TreeNode {
  id: string;
  title?: string;
  children?: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

type Approvers = Record<'director' | 'area' | 'manager', Page>;

/** An approved sourcing bill: 12 t rebar from a demo bill line, offers from GYS0001–3, awarded to GYS0002. */
async function awardedSourcing(t: TestContext, approvers: Approvers, stamp: string) {
  const clerk = await signInAs(t, 'clerk');
  const shanghai = flatten(await ok<TreeNode[]>(clerk, 'GET', '/blade-system/dept/tree')).find(
    (d) => d.title === '上海项目部',
  )!.id;
  const materials = await ok<{ records: { id: string; materialCode: string }[] }>(
    clerk,
    'GET',
    '/purchar/cg-material/pages?current=1&size=50',
  );
  const rebar = materials.records.find((m) => m.materialCode === 'WZ0101001')!.id;
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
      title: `E2E合同跟踪${stamp}`,
      deptId: shanghai,
      projectManagerId: pms.find((m) => m.account === 'pm')!.id,
      items: [{ materialId: rebar, qty: 12, estimatedPrice: 4100 }],
    },
  );
  await ok(clerk, 'POST', '/purchar/cg-needs/submitApprove', { id: bill.id });
  await ok(await signInAs(t, 'pm'), 'POST', `/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
  for (const [account, path] of [
    ['director', '/purchar/cg-needs/approve'],
    ['area', '/purchar/cg-needs/approveAreaManager'],
    ['manager', '/purchar/cg-needs/approveManager'],
  ] as const)
    await ok(approvers[account], 'POST', path, { id: bill.id });
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

  const buyer = await signInAs(t, 'buyer');
  const mine = await ok<{ records: { id: string }[] }>(
    buyer,
    'GET',
    `/purchar/cg-needs-purchar/pages?current=1&size=10&needsNo=${bill.needsNo}`,
  );
  const made = await ok<{ id: string }>(buyer, 'POST', '/purchar/cg-needs-purchar/create-sourcing', {
    sourcingName: `钢筋寻源${stamp}`,
    lines: mine.records.map((r) => ({ allocationId: r.id })),
  });
  const salers = (
    await ok<{ salers: { id: string; supplierCode: string }[] }>(
      buyer,
      'GET',
      '/purchase/ht-contract/buyerSalerList',
    )
  ).salers;
  const supplier = (code: string) => salers.find((s) => s.supplierCode === code)!.id;
  const invited = ['GYS0001', 'GYS0002', 'GYS0003'].map(supplier);
  await ok(buyer, 'POST', '/purchar/cg-sourcing/edit', {
    id: made.id,
    sourcingName: `钢筋寻源${stamp}`,
    supplierIds: invited,
  });
  const sourcing = await ok<{ sourcingNo: string; items: { id: string }[] }>(
    buyer,
    'GET',
    `/purchar/cg-sourcing/${made.id}`,
  );
  const line = sourcing.items[0]!.id;
  for (const [index, price] of [4000, 3900, 3950].entries())
    await ok(buyer, 'POST', '/purchar/cg-sourcing/supplier-offer/add', {
      sourcingId: made.id,
      supplierId: invited[index],
      offers: [{ sourcingItemId: line, unitPrice: price, taxRate: 13 }],
    });
  await ok(buyer, 'POST', '/purchar/cg-sourcing/award', {
    sourcingId: made.id,
    sourcingItemId: line,
    awards: [{ supplierId: invited[1], winQty: 12 }],
  });
  await ok(buyer, 'POST', '/purchar/cg-sourcing/submitApprove', { id: made.id });
  for (const approver of Object.values(approvers))
    await ok(approver, 'POST', '/purchar/cg-sourcing/approve', { id: made.id });
  return { buyer, needsNo: bill.needsNo, sourcingNo: sourcing.sourcingNo };
}

test(
  'an award becomes a contract on screen, is approved at three levels, ordered, and tracked back to its demand line',
  async (t) => {
    const stamp = Date.now().toString(36).slice(-5);
    // Each approver signs in once, for the bill, the award and the contract.
    const approvers: Approvers = {
      director: await signInAs(t, 'director'),
      area: await signInAs(t, 'area'),
      manager: await signInAs(t, 'manager'),
    };
    const { buyer, needsNo, sourcingNo } = await awardedSourcing(t, approvers, stamp);

    // 中标供应商 → 全部中标供应商生成合同 → the editor.
    await buyer.goto(`/purchar/supplier-win?sourcingNo=${sourcingNo}`);
    const wins = buyer.getByRole('table', { name: '中标供应商' });
    const row = wins.getByRole('row').filter({ hasText: '江苏华东钢铁贸易有限公司' });
    await expectVisible(row, 'the winner');
    await row.getByRole('button', { name: '全部中标供应商生成合同' }).click();
    await buyer.waitForURL(/\/contractEdit\/index\?id=/);
    // The router writes a string search value as JSON ("…"): the id is inside the quotes.
    const contractId = new URL(buyer.url()).searchParams.get('id')!.replaceAll('"', '');
    const draft = await ok<{ contractNo: string }>(buyer, 'GET', `/purchase/ht-contract/${contractId}`);

    // Terms 到货款 95 % + 质保金 5 % (365 days), saved, then submitted.
    // The editor offers one empty term to start with: one more makes two.
    const termRows = () => buyer.getByRole('combobox', { name: /^付款内容 \d+$/ }).count();
    while ((await termRows()) < 2) await buyer.getByRole('button', { name: '添加条款' }).click();
    await buyer.getByLabel('付款内容 1', { exact: true }).selectOption({ label: '到货款' });
    await buyer.getByLabel('比例(%) 1', { exact: true }).fill('95');
    await buyer.getByLabel('付款内容 2', { exact: true }).selectOption({ label: '质保金' });
    await buyer.getByLabel('比例(%) 2', { exact: true }).fill('5');
    await buyer.getByLabel('账期(天) 2', { exact: true }).fill('365');
    await buyer.getByRole('button', { name: '保存草稿' }).click();
    await expectToast(buyer, 'success');
    await buyer.getByRole('button', { name: '提交审批' }).click();
    await expectVisible(buyer.getByText('提交成功').first(), 'submitted');

    const after: Record<string, string> = {
      director: '待区域经理审批',
      area: '待经理审批',
      manager: '履行中',
    };
    for (const [account, approver] of Object.entries(approvers))
      await approveOnDetail(
        approver,
        `/contractDetail/index?id=${contractId}`,
        draft.contractNo,
        after[account]!,
      );

    await buyer.goto(`/contractDetail/index?id=${contractId}`);
    await buyer.getByRole('button', { name: '一次性下单' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: '一次性下单' }).click();
    await expectVisible(
      buyer.getByRole('table', { name: '订单' }).getByText('待到货'),
      'the order awaits delivery',
    );

    // 采购过程跟踪: the chain from the demand bill to the order, the rest not reached.
    await buyer.goto(`/purchase/contract-tracking?needsNo=${needsNo}`);
    const timeline = buyer.getByRole('list', {
      name: new RegExp(`${draft.contractNo} 第 1 行 .* 的采购过程`),
    });
    await expectVisible(timeline, 'the timeline');
    const step = (name: string) => timeline.locator(':scope > li').filter({ hasText: name });
    assert.equal(await timeline.locator(':scope > li').count(), 10);
    await expectVisible(step('需求单').getByText(`${needsNo} #1`), 'the demand line');
    await expectVisible(step('寻源定标').getByText(/报价 3 家/), 'three offers');
    await expectVisible(step('寻源定标').getByText(/江苏华东钢铁贸易有限公司/), 'the winner');
    await expectVisible(step('采购合同').getByText(`${draft.contractNo} #1`), 'the contract line');
    await expectVisible(step('采购订单').getByText(/^DD/), 'the order');
    await expectVisible(step('采购入库').getByText('未到达'), 'nothing received yet');
  },
  { timeoutMs: 240_000 },
);
