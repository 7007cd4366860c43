// The procurement model's golden path (§4, steps 1–33) through the screens, as the suite's acceptance test: each
// demo person signs in as themselves in a browser session of their own and does their part on screen — the clerk
// imports and submits a demand bill; the project manager and three levels approve it; the purchase admin takes M3
// off the bill, types and assigns the rest; the buyer sources it with three offers per line, the award is approved,
// two contracts are made from the winners and HT-B approved and ordered; the keeper receives 60 t and 40 t (41 t
// refused); finance registers the invoice; a 368 600.00 request is approved, its Word form read and paid, 30 000.00
// more refused; the keeper issues 30 t (80 t refused); 库存汇总 and 采购过程跟踪 show the model's figures to the cent.
// The demo's data stands in for the model's as in tests/server/golden-path.test.ts (M1 = WZ0101001, M2 = WZ0102001,
// M3 = WZ0101003, A/B/C = GYS0001/2/3, D = GYS0006 blacklisted); S1 is a storehouse the keeper opens here, so the
// moving averages start from nothing. Everything this run makes carries its own stamp or number.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import ExcelJS from 'exceljs';
import { expectPath, expectVisible, test } from './harness.ts';
import { pageOk } from './page-api.ts';
import { approveOnDetail, decideOnQueue } from './flows/approvals.ts';
import {
  expectError,
  expectSuccess,
  pickProjectManager,
  pickShanghai,
  rowWith,
  selectOptionWith,
  signInAs,
  workbookFile,
} from './flows/people.ts';

const M1 = 'WZ0101001';
const M2 = 'WZ0102001';
const M3 = 'WZ0101003';
const A = '上海宝钢建材有限公司';
const B = '江苏华东钢铁贸易有限公司';
const C = '浙江海螺水泥销售有限公司';
const D = '南通速达建材贸易有限公司';
const COMPANY = '示范建设集团有限公司';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** A money figure as a screen may print it, with or without thousands separators: 388000 → /388,?000\.00/. */
const money = (value: string) => new RegExp(value.replace(/\./g, '\\.').replace(/,/g, ',?'));

/** The text of a .docx's body, from the file a download left on disk. */
async function docxText(path: string) {
  const word = unzipSync(new Uint8Array(await readFile(path)));
  return strFromU8(word['word/document.xml']!).replace(/<[^>]+>/g, '');
}

test(
  'the golden path on the demo organisation, every step on screen, with the model’s figures to the cent',
  async (t) => {
    const started = Date.now();
    const stamp = Date.now().toString(36).slice(-5);
    const people = {
      clerk: await signInAs(t, 'clerk'),
      pm: await signInAs(t, 'pm'),
      director: await signInAs(t, 'director'),
      area: await signInAs(t, 'area'),
      manager: await signInAs(t, 'manager'),
      buyerAdmin: await signInAs(t, 'buyer_admin'),
      buyer: await signInAs(t, 'buyer'),
      keeper: await signInAs(t, 'keeper'),
      finance: await signInAs(t, 'finance'),
    };
    const approvers = [
      ['director', people.director],
      ['area', people.area],
      ['manager', people.manager],
    ] as const;
    const { clerk, buyerAdmin, buyer, keeper, finance } = people;

    // 1: the clerk downloads the import template, is shown a bad material code by its row, imports the good file.
    const title = `城南安置房主体结构材料${stamp}`;
    await clerk.goto('/purchar/needs');
    await clerk.getByRole('button', { name: '新增', exact: true }).click();
    await expectPath(clerk, '/purchar/needs/add');
    await expectVisible(clerk.getByText('基本信息', { exact: true }), 'the bill editor');
    const templateDownload = clerk.waitForEvent('download');
    await clerk.getByRole('button', { name: '下载模板' }).click();
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile((await (await templateDownload).path())!);
    const header = (template.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    assert.ok(header.includes('*物料编码'), `the template's header: ${header.join(', ')}`);
    const row = (values: Record<string, string | number>) => header.map((h) => values[h] ?? '');
    const lines = [
      row({ '*物料编码': M1, '*数量': 100, 使用部位: '1#楼' }),
      row({ '*物料编码': M2, '*数量': 200, 使用部位: '1#楼' }),
      row({ '*物料编码': M3, '*数量': 0.5, 使用部位: '1#楼' }),
    ];
    const importInput = clerk.getByLabel('导入明细');
    await importInput.setInputFiles(
      await workbookFile([header, ...lines, row({ '*物料编码': 'NOPE-1', '*数量': 1 })]),
    );
    const importErrors = clerk.getByRole('dialog', { name: '导入失败' });
    await expectVisible(importErrors.getByRole('cell', { name: 'NOPE-1' }), 'the bad code reported');
    await expectVisible(importErrors.getByRole('cell', { name: '5', exact: true }), 'with its row number');
    await importErrors.getByRole('button', { name: '关闭' }).first().click();
    await importInput.setInputFiles(await workbookFile([header, ...lines]));
    await expectSuccess(clerk, '已导入 3 行明细');
    const grid = clerk.getByRole('table', { name: '需求明细' });
    assert.equal(await grid.getByLabel('第 3 行 数量').inputValue(), '0.5');

    // 2: the header — P1, the PM offered for P1, the day needed and an address — saved as a draft.
    await clerk.getByLabel('标题', { exact: true }).fill(title);
    await pickShanghai(clerk);
    await pickProjectManager(clerk);
    await clerk.getByLabel('需用日期', { exact: true }).fill('2026-12-01');
    const address = clerk.getByLabel('收货地址', { exact: true });
    await address.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await address.selectOption({ index: 1 });
    await clerk.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccess(clerk, '新增成功');
    await clerk.waitForURL((url) => url.pathname.startsWith('/purchar/needs/edit/'));
    const billId = clerk.url().split('/').pop()!;

    // 3: submitted to the project manager.
    await clerk.goto('/purchar/needs');
    const myBills = clerk.getByRole('table', { name: '我的需求单' });
    await expectVisible(rowWith(myBills, title).getByText('草稿'), 'the draft in my bills', 30_000);
    await rowWith(myBills, title).getByRole('button', { name: '提交', exact: true }).click();
    await clerk.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectSuccess(clerk, '提交成功');
    await expectVisible(rowWith(myBills, title).getByText('待项目经理确认'), 'waiting for the PM');

    // 4: the PM confirms from their queue.
    await decideOnQueue(people.pm, 'pm', '待我确认', title, '确认', '数量已核对');
    // The reject round: the director sends it back; the clerk sees why, fills in where each line is used and
    // submits again; round 2 starts at the PM.
    await decideOnQueue(people.director, 'director', '待总监审批', title, '驳回', '请补充使用部位');
    await clerk.goto('/purchar/needs');
    const rejected = rowWith(myBills, title);
    await expectVisible(rejected.getByText('请补充使用部位'), 'the reason in my bills', 30_000);
    await rejected.getByRole('button', { name: '编辑', exact: true }).click();
    await clerk.waitForURL((url) => url.pathname.startsWith('/purchar/needs/edit/'));
    for (const line of [1, 2, 3])
      await clerk
        .getByRole('table', { name: '需求明细' })
        .getByLabel(`第 ${line} 行 使用部位`)
        .fill('1#楼 3层');
    await clerk.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccess(clerk, '更新成功');
    await clerk.goto('/purchar/needs');
    await rowWith(myBills, title).getByRole('button', { name: '提交', exact: true }).click();
    await clerk.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectVisible(rowWith(myBills, title).getByText('待项目经理确认'), 'round 2 at the PM', 30_000);
    await decideOnQueue(people.pm, 'pm', '待我确认', title, '确认', '使用部位已补充');
    // 4a: at the director's node the area manager is offered no decision on the bill.
    await people.area.goto(`/purchar/needs/${billId}`);
    await expectVisible(people.area.getByText('待总监审批').first(), 'the bill at the director', 30_000);
    assert.equal(await people.area.getByRole('button', { name: '审批通过' }).count(), 0);
    // 5–7: the director, the area manager and the manager approve, each from their queue.
    await decideOnQueue(people.director, 'director', '待总监审批', title, '审批通过', '同意');
    await decideOnQueue(people.area, 'areaManager', '待区域经理审批', title, '审批通过', '同意');
    await decideOnQueue(people.manager, 'manager', '待经理审批', title, '审批通过', '同意');
    await clerk.goto(`/purchar/needs/${billId}`);
    await expectVisible(clerk.getByText('审批通过').first(), 'the approved bill');
    // Round 2 alone: submitted, confirmed, three approvals.
    const round2 = clerk
      .getByRole('list', { name: '审批记录' })
      .getByRole('listitem')
      .filter({ hasText: '第 2 轮' });
    await expectVisible(round2.nth(4), 'five entries in round 2');
    assert.equal(await round2.count(), 5);
    // 7a: an approved bill offers neither editing nor deleting.
    assert.equal(await clerk.getByRole('button', { name: '编辑', exact: true }).count(), 0);
    assert.equal(await clerk.getByRole('button', { name: '删除', exact: true }).count(), 0);
    const needsNo = (await clerk
      .getByText(/^XQ\d+/)
      .first()
      .textContent())!.trim();

    // 8: the purchase admin takes M3 off the bill (project stock covers it).
    await buyerAdmin.goto(`/purchar/needs/${billId}`);
    await buyerAdmin.getByRole('button', { name: '驳回物料' }).click();
    const rejectLines = buyerAdmin.getByRole('dialog');
    await rejectLines.getByRole('checkbox', { name: /^选择第 3 行/ }).check();
    await rejectLines.getByLabel('驳回原因').fill('项目库存可调剂');
    await rejectLines.getByRole('button', { name: '驳回物料' }).click();
    await expectSuccess(buyerAdmin, '物料驳回成功');
    await expectVisible(buyerAdmin.getByText('已驳回: 项目库存可调剂'), 'M3 rejected with its reason');

    // 9–10: on 需求汇总 both remaining materials are set to 询比价 (the rows sum every open demand for the material).
    for (const code of [M1, M2]) {
      await buyerAdmin.goto(`/purchar/needs-summary?materialCode=${code}`);
      const sums = buyerAdmin.getByRole('table', { name: '无框架协议' });
      const sum = rowWith(sums, code);
      await expectVisible(sum, `the summary row of ${code}`, 30_000);
      await sum.getByRole('checkbox').check();
      await buyerAdmin.getByRole('button', { name: '设置采购方式' }).click();
      const typing = buyerAdmin.getByRole('alertdialog');
      await typing.getByLabel('采购方式').selectOption({ label: '询比价' });
      await typing.getByRole('button', { name: '保存' }).click();
      await expectSuccess(buyerAdmin, '采购方式已保存');
    }

    // 11: on 需求分包 the bill's two lines read 100 and 200, 询比价, M3 gone; both go to 吴采购 in full.
    await buyerAdmin.goto(`/purchar/needs-subpackage?needsNo=${needsNo}`);
    const toAssign = buyerAdmin.getByRole('table', { name: '待分包明细' });
    for (const [code, qty] of [
      [M1, '100'],
      [M2, '200'],
    ] as const) {
      const line = rowWith(toAssign, code);
      await expectVisible(line.getByText('询比价'), `${code} typed 询比价`, 30_000);
      await expectVisible(line.getByRole('cell', { name: qty, exact: true }).first(), `${code} ${qty}`);
      await line.getByRole('checkbox').check();
    }
    assert.equal(await rowWith(toAssign, M3).count(), 0, 'the rejected M3 is not offered');
    await buyerAdmin.getByRole('button', { name: '分包', exact: true }).click();
    const assign = buyerAdmin.getByRole('dialog', { name: '分包给采购员' });
    await selectOptionWith(assign.getByLabel('采购员'), '吴采购');
    await assign.getByRole('button', { name: '分包', exact: true }).click();
    await expectSuccess(buyerAdmin, '分包成功');
    for (const code of [M1, M2])
      await expectVisible(rowWith(toAssign, code).getByText('已分包', { exact: true }), `${code} assigned`);

    // 12: the buyer's 采购执行 → 生成寻源单 over both lines.
    await buyer.goto(`/purchar/needs-purchar?needsNo=${needsNo}`);
    const mine = buyer.getByRole('table', { name: '采购执行' });
    for (const code of [M1, M2]) {
      const line = rowWith(mine, code);
      await expectVisible(line, `assigned ${code}`, 30_000);
      await line.getByRole('checkbox').check();
    }
    await buyer.getByRole('button', { name: '生成寻源单' }).click();
    const create = buyer.getByRole('dialog', { name: '生成寻源单' });
    await create.getByLabel('寻源名称').fill(`城南安置房钢材水泥询比价${stamp}`);
    await create.getByRole('button', { name: '生成寻源单' }).click();
    await buyer.waitForURL(/\/purchar\/sourcing\/\d+$/);
    const sourcingNo = (await buyer.getByText(/XY\d+/).first().textContent())!.match(/XY\d+/)![0];

    // 13: A, B and C invited (D, blacklisted, is not offered); three offers per line; the lowest marked.
    for (const name of [A, B, C]) await buyer.getByRole('checkbox', { name }).check();
    assert.equal(
      await buyer.getByRole('checkbox', { name: D }).count(),
      0,
      'the blacklisted D is not offered',
    );
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
    await expectVisible(
      wins.getByRole('row').filter({ hasText: A }).getByText(money('92,000')),
      'A 92,000.00',
    );
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

    // 30: the keeper issues 30 t to 班组A at the moving average: 103,008.85.
    const issue = async (qty: string) => {
      await keeper.goto('/stock/stock-out/add');
      await expectVisible(keeper.getByText('单据信息', { exact: true }), 'the stock-out editor');
      await selectOptionWith(keeper.getByLabel('仓库', { exact: true }), storeName);
      await keeper.getByLabel('出库日期').fill(today());
      await keeper.getByLabel('领用单位').fill('上海项目部');
      await keeper.getByLabel('领用人').fill('班组A');
      await keeper.getByLabel('使用部位').fill('1#楼 3层 梁板');
      await keeper.getByRole('button', { name: '选择物料' }).click();
      const picker = keeper.getByRole('dialog', { name: '选择物料' });
      const stocked = picker.getByRole('row').filter({ hasText: M1 });
      await expectVisible(stocked, `${M1} in ${storeName}`, 30_000);
      await stocked.getByRole('checkbox').check();
      await picker.getByRole('button', { name: /^添加所选/ }).click();
      await keeper.getByRole('table', { name: '明细行' }).getByLabel('第 1 行 数量').fill(qty);
      await keeper.getByRole('button', { name: '保存草稿' }).click();
    };
    await issue('30');
    await keeper.waitForURL(/\/stock\/stock-out\/\d+$/);
    await keeper.getByRole('button', { name: '确认出库' }).click();
    await keeper
      .getByRole('alertdialog')
      .getByRole('button', { name: /^(确定|确认)$/ })
      .click();
    await expectSuccess(keeper, /已确认/);
    await expectVisible(
      keeper.getByRole('cell', { name: money('103,008.85') }).first(),
      'the cost 103,008.85',
    );
    // 31: 80 t of the 70 t left is refused, nothing saved.
    await issue('80');
    await expectError(keeper, /70/);
    await expectPath(keeper, '/stock/stock-out/add');

    // 32: 库存汇总 of S1: 70 t, 240,353.98, 100 in and 30 out; the ledger +60, +40, −30 with running balances.
    // S1's id is in no screen's text: read it to filter the summary as its storehouse picker does.
    const stores = await pageOk<{ records: { id: string; storehouseName: string }[] }>(
      keeper,
      'GET',
      `/purchar/kc-storehouse/pages?current=1&size=10&storehouseName=${encodeURIComponent(storeName)}`,
    );
    const storeId = stores.records.find((s) => s.storehouseName === storeName)!.id;
    await finance.goto(`/stock/summary?storehouseId=${storeId}&materialCode=${M1}`);
    const balance = finance.getByRole('table', { name: '库存余额' }).getByRole('row').filter({ hasText: M1 });
    await expectVisible(balance, 'the balance of M1 in S1', 30_000);
    const cells = (await balance.getByRole('cell').allTextContents()).map((c) => c.trim());
    for (const figure of [
      /^70(\.0+)?$/,
      money('^3,433.6283$'),
      money('^240,353.98$'),
      /^100(\.0+)?$/,
      /^30(\.0+)?$/,
    ])
      assert.ok(
        cells.some((c) => figure.test(c)),
        `${figure} among ${cells.join(' | ')}`,
      );
    await balance.getByRole('button', { name: /流水/ }).click();
    const ledger = finance.getByRole('table', { name: '库存流水' });
    await expectVisible(ledger.getByRole('row').filter({ hasText: money('343,362.83') }), 'the ledger');
    const running = (await ledger.getByRole('row').allTextContents()).join('\n');
    for (const figure of ['206,017.70', '343,362.83', '240,353.98'])
      assert.match(running, money(figure), `the running balance ${figure}`);

    // 33: 采购过程跟踪 of the bill: HT-B's line from the demand to the payment, with its figures.
    await buyer.goto(`/purchase/contract-tracking?needsNo=${needsNo}`);
    const timeline = buyer.getByRole('list', { name: new RegExp(`${htBNo} 第 1 行 .* 的采购过程`) });
    await expectVisible(timeline, 'the timeline of HT-B line 1', 30_000);
    const step = (name: string) =>
      timeline.locator(':scope > li').filter({ has: buyer.getByText(name, { exact: true }) });
    const expectStep = async (name: string, ...texts: (string | RegExp)[]) => {
      for (const text of texts)
        await expectVisible(step(name).getByText(text).first(), `${name}: ${String(text)}`);
    };
    // Every step but the plan (this bill drew on none) is reached.
    for (const name of [
      '需求单',
      '需求分包',
      '寻源定标',
      '采购合同',
      '采购订单',
      '采购入库',
      '发票关联',
      '付款申请',
      '已付款',
    ])
      assert.equal(await step(name).getByText('未到达').count(), 0, `${name} reached`);
    await expectStep('需求单', `${needsNo} #1`, '数量 100');
    await expectStep('需求计划', '未到达');
    await expectStep('寻源定标', `${sourcingNo} #1`, /报价 3 家/, new RegExp(B));
    await expectStep('采购合同', `${htBNo} #1`, money('金额 388,000.00'));
    await expectStep('采购订单', orderNo, money('金额 388,000.00'));
    await expectStep('采购入库', /数量 60/, /数量 40/);
    await expectStep('发票关联', money('金额 388,000.00'));
    await expectStep('付款申请', money('金额 368,600.00'), money('金额 30,000.00'), '草稿');
    await expectStep('已付款', money('金额 368,600.00'));

    console.log(
      `figure: golden path through the screens, nine people, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  },
  { timeoutMs: 600_000 },
);
