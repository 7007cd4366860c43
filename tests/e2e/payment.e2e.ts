// Payment requests end to end against the real server with the seeded demo organisation. Setup through the API:
// the keeper receives the demo order of HT202611160001 (20 t of rebar at 3850 = 77000.00) into the site
// storehouse. On screen: the buyer raises a 到货款 request of 50000.00 on /purchase/payment/add (contract,
// received order with its amount, live 大写) and submits it; the director, the area manager and the manager each
// approve it in their own session; the buyer downloads 下载审批单 (the docx names the request, its 大写 and every
// approver); finance records the payment from the request's detail, is refused 50000.01 with the reason on the
// amount field, records 50000.00 and the request reads 已支付; the server refuses one cent more.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expectVisible, test } from './harness.ts';
import { approveOnDetail } from './flows/approvals.ts';
import { signInAs } from './flows/people.ts';
import { pageApi, pageOk } from './page-api.ts';

const CONTRACT_NO = 'HT202611160001';
const SITE = '42000002'; // CK002 上海一号项目仓库, where the demo order delivers

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

interface OrderDetail {
  id: string;
  orderNo: string;
  storehouseId?: string | null;
  items: { id: string; orderQty: number; receivedQty?: number }[];
}

/** The keeper receives everything the demo order holds (as the receiving screen does through this call). */
async function receiveDemoOrder(keeper: Page): Promise<string> {
  const page = await pageOk<{ records: { id: string; orderNo: string }[] }>(
    keeper,
    'GET',
    `/purchase/cg-order-info/pages?contractNo=${CONTRACT_NO}&current=1&size=10`,
  );
  const row = page.records[0];
  assert.ok(row, 'the demo contract has its order');
  const order = await pageOk<OrderDetail>(keeper, 'GET', `/purchase/cg-order-info/${row.id}`);
  await pageOk(keeper, 'POST', '/purchase/cg-order-info/stock-in/create', {
    orderId: order.id,
    storehouseId: order.storehouseId || SITE,
    stockInDate: today(),
    deliveryNoteNo: 'SH-E2E-PAY-01',
    acceptorName: '周库管',
    items: order.items.map((item) => ({
      orderItemId: item.id,
      arrivalQty: item.orderQty,
      qty: item.orderQty,
      rejectedQty: 0,
    })),
  });
  return order.orderNo;
}

test(
  'the buyer raises a payment request, three approvers pass it, the form downloads and finance pays it once',
  async (t) => {
    const keeper = await signInAs(t, 'keeper');
    const orderNo = await receiveDemoOrder(keeper);

    const buyer = await signInAs(t, 'buyer');
    const contracts = await pageOk<
      { id: string; contractNo: string; contractName: string; supplierName: string; receivedAmount: number }[]
    >(buyer, 'GET', '/purchase/cw-payment/contractList');
    const contract = contracts.find((c) => c.contractNo === CONTRACT_NO);
    assert.ok(contract, 'the demo contract is offered for payment');
    assert.equal(contract.receivedAmount, 77000, 'the receipt counts on the contract');

    await buyer.goto('/purchase/payment?tab=all');
    await buyer.getByRole('link', { name: '新增' }).click();
    await expectVisible(buyer.getByRole('heading', { name: '新增付款申请' }).first(), 'the editor opens');
    await buyer.getByLabel('合同', { exact: true }).selectOption({
      label: `${contract.contractNo} · ${contract.contractName} · ${contract.supplierName}`,
    });
    await expectVisible(buyer.getByText('77000.00').first(), "the contract's received amount is shown");
    await buyer.getByLabel('付款内容', { exact: true }).selectOption({ label: '到货款' });
    await buyer.getByLabel('申请金额', { exact: true }).fill('50000');
    await expectVisible(buyer.getByText('伍万元整').first(), 'the amount in words as it is typed');
    await buyer.getByLabel(`${orderNo} 本次金额`).fill('50000');
    await buyer.getByLabel('申请事由', { exact: true }).fill('钢筋到货验收合格,支付到货款');
    await buyer.getByLabel('上传附件').setInputFiles({
      name: '到货验收单.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expectVisible(buyer.getByText('到货验收单.pdf'), 'the file is uploaded into the request');
    await buyer.getByRole('button', { name: '保存' }).click();

    await expectVisible(buyer.getByText('付款申请详情').first(), 'saved: the request detail');
    const id = /\/purchase\/payment\/(\d+)/.exec(buyer.url())?.[1];
    assert.ok(id, `the detail names the request: ${buyer.url()}`);
    await expectVisible(
      buyer.getByRole('link', { name: '到货验收单.pdf' }),
      'the file is kept with the request',
    );
    await buyer.getByRole('button', { name: '提交', exact: true }).click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectVisible(buyer.getByText('待总监审批').first(), 'submitted');

    const after: Record<string, string> = {
      director: '待区域经理审批',
      area: '待经理审批',
      manager: '审批通过',
    };
    for (const account of ['director', 'area', 'manager'])
      await approveOnDetail(
        await signInAs(t, account),
        `/purchase/payment/${id}`,
        '伍万元整',
        after[account]!,
      );

    await buyer.goto(`/purchase/payment/${id}`);
    await expectVisible(buyer.getByText('审批通过').first(), 'the buyer sees it approved');
    const download = buyer.waitForEvent('download');
    await buyer.getByRole('button', { name: '下载审批单' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /\.docx$/);
    const word = unzipSync(new Uint8Array(await readFile(await file.path())));
    const xml = strFromU8(word['word/document.xml']!);
    const text = xml.replace(/<[^>]+>/g, '');
    const detail = await pageOk<{ paymentNo: string }>(buyer, 'GET', `/purchase/cw-payment/${id}`);
    for (const expected of ['付款审批单', detail.paymentNo, CONTRACT_NO, '伍万元整', '到货款'])
      assert.ok(text.includes(expected), `the approval form holds ${expected}`);

    const finance = await signInAs(t, 'finance');
    await finance.goto(`/purchase/payment/${id}`);
    await finance.getByRole('button', { name: '登记付款' }).click();
    const dialog = finance.getByRole('dialog');
    await dialog.getByLabel('付款方式', { exact: true }).selectOption({ label: '银行转账' });
    await dialog.getByLabel('银行流水号', { exact: true }).fill('E2E20261127001');
    await dialog.getByLabel('银行回单', { exact: true }).setInputFiles({
      name: '银行回单.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expectVisible(dialog.getByText('银行回单.pdf'), 'the receipt is uploaded');
    await dialog.getByLabel('付款金额', { exact: true }).fill('50000.01');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectVisible(dialog.getByText('付款金额不能超过尚可付的 50000.00'), 'the over-payment is refused');
    await dialog.getByLabel('付款金额', { exact: true }).fill('50000.00');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectVisible(finance.getByText('已支付').first(), 'the request reads 已支付');
    await expectVisible(
      finance.getByRole('table', { name: '付款记录' }).getByText('50000.00'),
      'the payment on the request',
    );

    const beyond = await pageApi(finance, 'POST', '/purchase/cw-paid/add', {
      paymentId: id,
      paidAmount: 0.01,
      paidDate: today(),
      payMethod: '1',
    });
    assert.equal(beyond.success, false, 'the server refuses a cent beyond the request');
    assert.ok(beyond.msg.length > 0, 'with its reason');

    await finance.goto('/payment/paid/list');
    await expectVisible(finance.getByRole('cell', { name: detail.paymentNo }), 'the payment on 付款信息');
    await finance
      .getByRole('row')
      .filter({ hasText: detail.paymentNo })
      .getByRole('link', { name: '查看' })
      .click();
    const receipt = finance.getByRole('link', { name: '银行回单.pdf' });
    await expectVisible(receipt, 'the record detail links its receipt');
    assert.ok(((await receipt.getAttribute('href')) ?? '').length > 0, 'a signed link');
  },
  { timeoutMs: 300_000 },
);
