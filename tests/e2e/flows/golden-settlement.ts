// The golden path from receipt to payment (model §4, steps 21–29) on screen: two receipts (41 t refused), the
// invoice linked, a request approved with its Word form read and paid (a cent too much refused), 30,000.00 more
// refused at submission.
import assert from 'node:assert/strict';
import { expectVisible } from '../harness.ts';
import { approveOnDetail } from './approvals.ts';
import { B, COMPANY, docxText, today, type Walk } from './golden-data.ts';
import { expectError, expectSuccess, selectOptionWith } from './people.ts';

/** Steps 21–29 on HT-B and its order into S1. */
export async function receiptToPayment(
  { people, approvers, stamp }: Walk,
  { htBId, htBNo, orderNo, storeName }: { htBId: string; htBNo: string; orderNo: string; storeName: string },
) {
  const { buyer, keeper, finance } = people;
  // 21–23: the keeper receives 60 t, is refused 41 t of the 40 t left, receives 40 t.
  const receive = async (qty: string) => {
    await keeper.goto('/stock/stock-in/receive');
    await selectOptionWith(keeper.getByLabel('采购订单'), orderNo);
    await selectOptionWith(keeper.getByLabel('仓库', { exact: true }), storeName);
    await keeper.getByLabel('送货单号').fill(`SH-${stamp}-${qty}`);
    await keeper.getByLabel('验收人').fill('郑库管');
    const receipt = keeper.getByRole('table', { name: '明细' });
    await receipt.getByLabel(/到货数量$/).fill(qty);
    await receipt.getByLabel(/合格数量$/).fill(qty);
    await keeper.getByRole('button', { name: '确认入库' }).click();
  };
  await receive('60');
  await expectSuccess(keeper, '已入库,库存已更新');
  await keeper.waitForURL(/\/stock\/stock-in\/\d+$/);
  await receive('41');
  await expectVisible(keeper.getByText('合格数量超出待入库数量'), 'the over-receipt refused on screen');
  await expectVisible(
    keeper
      .getByRole('table', { name: '明细', exact: true })
      .getByRole('cell', { name: /^40(\.0+)?$/ })
      .first(),
    '40 t left',
  );
  await receive('40');
  await expectSuccess(keeper, '已入库,库存已更新');
  await keeper.waitForURL(/\/stock\/stock-in\/\d+$/);
  await buyer.goto(`/contractDetail/index?id=${htBId}`);
  await expectVisible(buyer.getByText('已完成').first(), 'HT-B 已完成', 30_000);
  await expectVisible(buyer.getByRole('table', { name: '订单' }).getByText('已到货'), 'the order 已到货');

  // 24: finance registers B's 专票 for the whole of HT-B and links it in full.
  const invoiceNo = String(Date.now()).slice(-8);
  await finance.goto('/purchase/invoice');
  await finance.getByRole('button', { name: '新增' }).click();
  const invoiceForm = finance.getByRole('dialog');
  await expectVisible(invoiceForm.getByText('新增发票'), 'the register form');
  await invoiceForm.getByLabel('发票类型', { exact: true }).selectOption({ label: '增值税专用发票' });
  await invoiceForm.getByLabel('开票日期', { exact: true }).fill(today());
  await invoiceForm.getByLabel('发票号码', { exact: true }).fill(invoiceNo);
  await invoiceForm.getByLabel('发票代码', { exact: true }).fill('3100231130');
  await invoiceForm.getByLabel('销售方', { exact: true }).selectOption({ label: B });
  await invoiceForm.getByLabel('购买方', { exact: true }).selectOption({ label: COMPANY });
  await invoiceForm.getByLabel('不含税金额', { exact: true }).fill('343362.83');
  await invoiceForm.getByLabel('税额', { exact: true }).fill('44637.17');
  await invoiceForm.getByLabel('价税合计', { exact: true }).fill('388000.00');
  await invoiceForm.getByRole('button', { name: '保存' }).click();
  await expectVisible(finance.getByRole('cell', { name: invoiceNo }), 'the invoice in the list', 30_000);
  await finance.getByRole('row').filter({ hasText: invoiceNo }).getByRole('link', { name: '查看' }).click();
  await expectVisible(finance.getByRole('heading', { name: /发票详情/ }).first(), 'the invoice detail');
  await finance.getByRole('button', { name: '关联合同' }).click();
  const link = finance.getByRole('dialog');
  await selectOptionWith(link.getByLabel('合同', { exact: true }), htBNo);
  await link.getByLabel('本次关联金额', { exact: true }).fill('388000.00');
  await link.getByRole('button', { name: '保存' }).click();
  await expectVisible(finance.getByText('已关联').first(), 'fully linked', 30_000);

  // 25: the buyer asks for 到货款 368,600.00 (95 %) to B's account, its 大写 shown as typed.
  await buyer.goto('/purchase/payment?tab=all');
  await buyer.getByRole('link', { name: '新增' }).click();
  await expectVisible(buyer.getByRole('heading', { name: '新增付款申请' }).first(), 'the request editor');
  const requestFor = async (amount: string, reason: string, order?: string) => {
    await selectOptionWith(buyer.getByLabel('合同', { exact: true }), htBNo);
    await buyer.getByLabel('付款内容', { exact: true }).selectOption({ label: '到货款' });
    await buyer.getByLabel('申请金额', { exact: true }).fill(amount);
    if (order) await buyer.getByLabel(`${order} 本次金额`).fill(amount);
    await buyer.getByLabel('申请事由', { exact: true }).fill(reason);
  };
  await requestFor('368600', '到货验收合格,支付到货款', orderNo);
  await expectVisible(buyer.getByText('叁拾陆万捌仟陆佰元整').first(), 'the amount in words');
  await buyer.getByRole('button', { name: '保存' }).click();
  await expectVisible(buyer.getByText('付款申请详情').first(), 'the saved request', 30_000);
  const paymentId = /\/purchase\/payment\/(\d+)/.exec(buyer.url())![1]!;
  await buyer.getByRole('button', { name: '提交', exact: true }).click();
  await buyer.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
  await expectVisible(buyer.getByText('待总监审批').first(), 'the request submitted');

  // 26: three approvals, each with its opinion.
  const paymentAfter = { director: '待区域经理审批', area: '待经理审批', manager: '审批通过' };
  for (const [account, approver] of approvers)
    await approveOnDetail(
      approver,
      `/purchase/payment/${paymentId}`,
      '叁拾陆万捌仟陆佰元整',
      paymentAfter[account],
      `同意支付${account}`,
    );

  // 27: 下载审批单: the Word form names the request, the contract, the supplier, the amounts with 大写 and the
  // three opinions.
  await buyer.goto(`/purchase/payment/${paymentId}`);
  await expectVisible(buyer.getByText('审批通过').first(), 'the buyer sees it approved');
  const formDownload = buyer.waitForEvent('download');
  await buyer.getByRole('button', { name: '下载审批单' }).click();
  const form = await formDownload;
  assert.match(form.suggestedFilename(), /\.docx$/);
  const text = await docxText((await form.path())!);
  const paymentNo = text.match(/FK\d+/)?.[0];
  assert.ok(paymentNo, 'the form names the request');
  await expectVisible(buyer.getByText(paymentNo).first(), 'the same request number on screen');
  for (const expected of [htBNo, B, '368,600.00', '叁拾陆万捌仟陆佰元整', '388,000.00'])
    assert.ok(text.includes(expected), `the approval form holds ${expected}`);
  for (const account of ['director', 'area', 'manager'])
    assert.ok(text.includes(`同意支付${account}`), `the approval form holds the ${account}'s opinion`);

  // 28: finance pays it in full: 已支付.
  await finance.goto(`/purchase/payment/${paymentId}`);
  await finance.getByRole('button', { name: '登记付款' }).click();
  const paid = finance.getByRole('dialog');
  await paid.getByLabel('付款方式', { exact: true }).selectOption({ label: '银行转账' });
  await paid.getByLabel('银行流水号', { exact: true }).fill(`SN${stamp}`);
  await paid.getByLabel('付款金额', { exact: true }).fill('368600.01');
  await paid.getByRole('button', { name: '保存' }).click();
  await expectVisible(paid.getByText('付款金额不能超过尚可付的 368600.00'), 'a cent too much refused');
  await paid.getByLabel('付款金额', { exact: true }).fill('368600.00');
  await paid.getByRole('button', { name: '保存' }).click();
  await expectVisible(finance.getByText('已支付').first(), 'the request reads 已支付', 30_000);

  // 29: 30,000.00 more would make 398,600.00 > 388,000.00: kept as a draft, refused at submission.
  await buyer.goto('/purchase/payment/add');
  await expectVisible(buyer.getByRole('heading', { name: '新增付款申请' }).first(), 'the request editor');
  await requestFor('30000', '再付到货款');
  await buyer.getByRole('button', { name: '保存' }).click();
  await expectVisible(buyer.getByText('付款申请详情').first(), 'the second request saved', 30_000);
  await buyer.getByRole('button', { name: '提交', exact: true }).click();
  await buyer.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
  await expectError(buyer, /388,?000\.00|19,?400\.00/);
  await expectVisible(buyer.getByText('草稿').first(), 'the over-payment stays a draft');
}
