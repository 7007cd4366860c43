// The golden path's demand (model §4, steps 1–12) on screen: the clerk imports and submits a bill, a reject round,
// the PM and three levels approve it, the purchase admin takes M3 off, types and assigns the rest, and the buyer
// makes a sourcing bill of the two lines.
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { expectPath, expectVisible } from '../harness.ts';
import { decideOnQueue } from './approvals.ts';
import { M1, M2, M3, type Walk } from './golden-data.ts';
import {
  expectSuccess,
  pickProjectManager,
  pickShanghai,
  rowWith,
  selectOptionWith,
  workbookFile,
} from './people.ts';

/** Steps 1–12; leaves the buyer on the new sourcing bill. */
export async function demandToSourcing({ people, stamp }: Walk) {
  const { clerk, buyerAdmin, buyer } = people;
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

  return { billId, needsNo, sourcingNo };
}
