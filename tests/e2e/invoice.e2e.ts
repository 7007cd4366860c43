// 发票 end to end against the real server with the seeded demo organisation: finance (吴财务) registers an invoice
// from GYS0001 — a total that is not excl. + tax is refused on the field before anything is sent, a scan that is no
// PDF is refused by content — links part of
// it to the demo contract HT202611160001 from the invoice's detail, sees it 部分关联 and the contract's invoiced
// amount in the link dialog, then opens 应付账款.
import assert from 'node:assert/strict';
import { expectError } from './flows/people.ts';
import { expectVisible, test } from './harness.ts';

test('finance registers an invoice, links it to the demo contract and opens the payables', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'finance', password: 'demo1234' });
  await page.goto('/purchase/invoice');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText('新增发票'), 'the register form');
  const invoiceNo = String(Date.now()).slice(-8);
  await dialog.getByLabel('发票类型', { exact: true }).selectOption({ label: '增值税专用发票' });
  await dialog.getByLabel('开票日期', { exact: true }).fill('2026-11-20');
  await dialog.getByLabel('发票号码', { exact: true }).fill(invoiceNo);
  await dialog.getByLabel('发票代码', { exact: true }).fill('3100262130');
  await dialog.getByLabel('销售方', { exact: true }).selectOption({ label: '上海宝钢建材有限公司' });
  await dialog.getByLabel('购买方', { exact: true }).selectOption({ label: '示范建设集团有限公司' });
  await dialog.getByLabel('不含税金额', { exact: true }).fill('10000.00');
  await dialog.getByLabel('税额', { exact: true }).fill('1300.00');
  await dialog.getByLabel('价税合计', { exact: true }).fill('11300.01');
  await dialog.getByLabel('备注', { exact: true }).click();
  await expectVisible(
    dialog.getByText('价税合计应等于不含税金额 + 税额 = 11300.00'),
    'the wrong total on its field',
  );
  await dialog.getByLabel('价税合计', { exact: true }).fill('11300.00');
  // The scan is checked by content: a text file named .pdf is refused and leaves the field empty; a PDF is kept.
  const scan = dialog.getByLabel('发票扫描件', { exact: true });
  await scan.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await expectError(page, /PDF|文件/);
  await scan.setInputFiles({
    name: 'invoice-scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expectVisible(dialog.getByText('invoice-scan.pdf'), 'the uploaded scan beside its button');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectVisible(page.getByRole('cell', { name: invoiceNo }), 'the new invoice in the list');

  const row = page.getByRole('row').filter({ hasText: invoiceNo });
  await expectVisible(row.getByText('未关联'), 'registered, not linked');
  await row.getByRole('link', { name: '查看' }).click();
  await expectVisible(page.getByRole('heading', { name: /发票详情/ }).first(), 'the detail');
  await expectVisible(page.getByText('invoice-scan.pdf'), 'the scan on the detail');
  await page.getByRole('button', { name: '关联合同' }).click();
  const link = page.getByRole('dialog');
  await link
    .getByLabel('合同', { exact: true })
    .selectOption({ label: 'HT202611160001 上海项目主体结构钢材水泥采购合同' });
  const invoiced = async (dialog: typeof link) => {
    const text = (await dialog.getByText(/已收票/).textContent()) ?? '';
    const found = /已收票 ([\d.]+)/.exec(text);
    assert.ok(found, `the contract's figures: ${text}`);
    return Number(found[1]);
  };
  const before = await invoiced(link);
  await link.getByLabel('本次关联金额', { exact: true }).fill('5000');
  await link.getByRole('button', { name: '保存' }).click();
  await expectVisible(page.getByText('部分关联').first(), 'partly linked');
  await expectVisible(page.getByRole('cell', { name: 'HT202611160001' }), 'the link row');

  await page.getByRole('button', { name: '关联合同' }).click();
  const again = page.getByRole('dialog');
  await again
    .getByLabel('合同', { exact: true })
    .selectOption({ label: 'HT202611160001 上海项目主体结构钢材水泥采购合同' });
  // The dialog may show the list it had while it asks the server again: wait for the new figure.
  let after = await invoiced(again);
  for (let i = 0; i < 20 && after !== before + 5000; i++) {
    await page.waitForTimeout(250);
    after = await invoiced(again);
  }
  assert.equal(after, before + 5000, "the contract's invoiced amount after the link");
  await again.getByRole('button', { name: '取消' }).click();

  await page.goto('/purchase/payables');
  await expectVisible(page.getByRole('tab', { name: '应付账龄' }), 'the payables tabs');
  await page.getByRole('tab', { name: '已收货未开票' }).click();
  await expectVisible(page.getByRole('tabpanel'), 'the received-not-invoiced tab');
});
