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
import { expectPath, expectVisible, test } from './harness.ts';
import { pageOk } from './page-api.ts';
import { demandToSourcing } from './flows/golden-demand.ts';
import { sourcingToOrder } from './flows/golden-contract.ts';
import { B, M1, money, startWalk, today } from './flows/golden-data.ts';
import { receiptToPayment } from './flows/golden-settlement.ts';
import { expectError, expectSuccess, selectOptionWith } from './flows/people.ts';

test(
  'the golden path on the demo organisation, every step on screen, with the model’s figures to the cent',
  async (t) => {
    const started = Date.now();
    const walk = await startWalk(t);
    const { buyer, keeper, finance } = walk.people;
    const { needsNo, sourcingNo } = await demandToSourcing(walk);
    const contract = await sourcingToOrder(walk, sourcingNo);
    const { htBNo, orderNo, storeName } = contract;
    await receiptToPayment(walk, contract);

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
