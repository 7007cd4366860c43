// The golden path from sourcing to the order (model §4, steps 13–20) on screen: three offers per line, the award and
// its approval, two contracts from the winners, HT-B's terms, its approval and its once-order; the keeper opens S1.
import assert from 'node:assert/strict';
import { expectVisible } from '../harness.ts';
import { pageOk } from '../page-api.ts';
import { approveOnDetail } from './approvals.ts';
import { A, B, C, D, M1, M2, money, type Walk } from './golden-data.ts';
import { expectError, expectSuccess, pickShanghai } from './people.ts';

/** Steps 13–20, from the sourcing bill the buyer has open. */
export async function sourcingToOrder({ people, approvers, stamp }: Walk, sourcingNo: string) {
  const { buyer, keeper } = people;
  // 13: A, B and C invited (D, blacklisted, is not offered); three offers per line; the lowest marked.
  for (const name of [A, B, C]) await buyer.getByRole('checkbox', { name }).check();
  assert.equal(await buyer.getByRole('checkbox', { name: D }).count(), 0, 'the blacklisted D is not offered');
  await buyer.getByRole('button', { name: '保存', exact: true }).click();
  await expectSuccess(buyer, '已保存');
  const matrix = buyer.getByRole('table', { name: '比价矩阵' });
  const prices: [string, number, number][] = [
    [A, 3950, 460],
    [B, 3880, 475],
    [C, 3920, 470],
  ];
  for (const [name, rebar, cement] of prices) {
    const header = matrix.getByRole('columnheader', { name: new RegExp(name) });
    await expectVisible(header, `column ${name}`);
    const index = (
      (await matrix.getByRole('columnheader').allTextContents()).filter((h) =>
        /(上海宝钢|江苏华东|浙江海螺)/.test(h),
      ) as string[]
    ).findIndex((h) => h.includes(name));
    await matrix.getByRole('button', { name: '录入报价' }).nth(index).click();
    const dialog = buyer.getByRole('dialog', { name: `${name} 的报价` });
    await dialog.getByLabel(/^含税单价 1 /).fill(String(rebar));
    await dialog.getByLabel(/^含税单价 2 /).fill(String(cement));
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  const rebarRow = matrix.getByRole('row').filter({ hasText: M1 });
  const cementRow = matrix.getByRole('row').filter({ hasText: M2 });
  await expectVisible(
    rebarRow.locator('[data-lowest="true"]').filter({ hasText: money('3,880') }),
    'B lowest',
  );
  await expectVisible(cementRow.locator('[data-lowest="true"]').filter({ hasText: '460' }), 'A lowest');

  // 14: M1 → B 100 t, M2 → A 200 t, submitted for the award approval; 15: three levels approve.
  await rebarRow.getByRole('button', { name: '定标' }).click();
  let award = buyer.getByRole('dialog', { name: /^第 1 行定标/ });
  await award.getByLabel(`中标数量 ${B}`).fill('100');
  await award.getByRole('button', { name: '定标' }).click();
  await expectSuccess(buyer, '定标已保存');
  await cementRow.getByRole('button', { name: '定标' }).click();
  award = buyer.getByRole('dialog', { name: /^第 2 行定标/ });
  await award.getByLabel(`中标数量 ${A}`).fill('200');
  await award.getByRole('button', { name: '定标' }).click();
  await expectSuccess(buyer, '定标已保存');
  await buyer.getByRole('button', { name: '提交定标审批' }).click();
  await expectSuccess(buyer, '已提交定标审批');
  for (const [account, approver] of approvers) {
    await approver.goto('/purchaseApprove/index');
    await approver.getByRole('button', { name: new RegExp(sourcingNo) }).click();
    await expectVisible(approver.getByRole('table', { name: '比价矩阵' }), `${account} sees the matrix`);
    await approver.getByRole('button', { name: '通过', exact: true }).click();
    await expectSuccess(approver, '已审批通过');
  }

  // 16: the winners with their amounts; 17: 全部中标供应商生成合同 on B's row opens HT-B in the editor.
  await buyer.goto(`/purchar/supplier-win?sourcingNo=${sourcingNo}`);
  const wins = buyer.getByRole('table', { name: '中标供应商' });
  const winB = wins.getByRole('row').filter({ hasText: B });
  await expectVisible(winB.getByText(money('388,000')), 'B wins 388,000.00', 30_000);
  await expectVisible(wins.getByRole('row').filter({ hasText: A }).getByText(money('92,000')), 'A 92,000.00');
  await winB.getByRole('button', { name: '全部中标供应商生成合同' }).click();
  await buyer.waitForURL(/\/contractEdit\/index\?id=/);
  // The router writes a string search value as JSON ("…"): the id is inside the quotes.
  const htBId = new URL(buyer.url()).searchParams.get('id')!.replaceAll('"', '');
  const totals = buyer.getByRole('status').filter({ hasText: '不含税金额' });
  await expectVisible(totals.getByText(money('388,000.00')), 'HT-B 388,000.00', 30_000);
  await expectVisible(totals.getByText(money('343,362.83')), 'excl. tax 343,362.83');
  await expectVisible(totals.getByText(money('44,637.17')), 'tax 44,637.17');
  // The contract number is on the page's header; read it once for the later screens.
  const htBNo = (await pageOk<{ contractNo: string }>(buyer, 'GET', `/purchase/ht-contract/${htBId}`))
    .contractNo;

  // 18: 到货款 95 % (after acceptance and invoice) + 质保金 5 % a year on; saved and submitted.
  const termRows = () => buyer.getByRole('combobox', { name: /^付款内容 \d+$/ }).count();
  while ((await termRows()) < 2) await buyer.getByRole('button', { name: '添加条款' }).click();
  await buyer.getByLabel('付款内容 1', { exact: true }).selectOption({ label: '到货款' });
  await buyer.getByLabel('比例(%) 1', { exact: true }).fill('95');
  await buyer.getByLabel('付款内容 2', { exact: true }).selectOption({ label: '质保金' });
  await buyer.getByLabel('比例(%) 2', { exact: true }).fill('5');
  await buyer.getByLabel('账期(天) 2', { exact: true }).fill('365');
  // 17a: HT-B may not buy more than was awarded (the server refuses the save; the terms are valid by now).
  const contractLines = buyer.getByRole('table', { name: '合同明细' });
  await contractLines.getByLabel('第 1 行 数量').fill('101');
  await buyer.getByRole('button', { name: '保存草稿' }).click();
  await expectError(buyer, '超过中标数量 100');
  await contractLines.getByLabel('第 1 行 数量').fill('100');

  await buyer.getByRole('button', { name: '保存草稿' }).click();
  await expectSuccess(buyer, /成功/);
  await buyer.getByRole('button', { name: '提交审批' }).click();
  await expectVisible(buyer.getByText('提交成功').first(), 'HT-B submitted');

  // 19: three approvals: 履行中.
  const contractAfter = { director: '待区域经理审批', area: '待经理审批', manager: '履行中' };
  for (const [account, approver] of approvers)
    await approveOnDetail(
      approver,
      `/contractDetail/index?id=${htBId}`,
      htBNo,
      contractAfter[account],
      '同意',
    );

  // S1: the keeper opens the project's storehouse.
  const storeName = `城南安置房项目库${stamp}`;
  await keeper.goto('/purchar/storehouse');
  await keeper.getByRole('button', { name: '新增', exact: true }).first().click();
  const storeForm = keeper.getByRole('dialog');
  await storeForm.getByLabel('仓库编码').fill(`CK-P1-${stamp}`);
  await storeForm.getByLabel('仓库名称').fill(storeName);
  await storeForm.getByLabel('仓库类型').selectOption({ label: '项目仓库' });
  await pickShanghai(keeper, '所属项目');
  await storeForm.getByRole('button', { name: '保存', exact: true }).click();
  await expectSuccess(keeper, '新增成功');

  // 20: the buyer orders all of HT-B at once: one order of 100 t awaiting delivery.
  await buyer.goto(`/contractDetail/index?id=${htBId}`);
  await buyer.getByRole('button', { name: '一次性下单' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '一次性下单' }).click();
  const orders = buyer.getByRole('table', { name: '订单' });
  const orderRow = orders.getByRole('row').filter({ hasText: '待到货' });
  await expectVisible(orderRow, 'the order awaits delivery', 30_000);
  const orderNo = (await orderRow
    .getByText(/^DD\d+/)
    .first()
    .textContent())!.trim();
  await expectVisible(orderRow.getByText(money('388,000.00')), 'the order of 388,000.00');

  return { htBId, htBNo, orderNo, storeName };
}
