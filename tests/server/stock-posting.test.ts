import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kcStockLedger } from '../../src/server/db/schema/stock.ts';
import { divideDecimal } from '../../src/server/modules/stock/stock-posting.ts';
import {
  CEMENT,
  CENTRAL,
  REBAR,
  SITE,
  balance,
  buildStockWorld,
  draftIssue,
  expectLedgerMatchesBalances,
  expectStatus,
  receive,
  type StockWorld,
} from './support/stock-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * The one posting (postStockMovement) through the documents that use it: the moving average of the model's
 * golden path (steps 21–23 and 30–32) to the cent, the residual rule, and twenty concurrent issues of the last
 * units on one balance (PGlite here; stock-postgres.test.ts on PostgreSQL).
 */
let ctx: TestContext;
let world: StockWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStockWorld(ctx);
}, 120_000);
afterAll(async () => ctx?.close());
afterEach(async () => expectLedgerMatchesBalances(ctx));

const confirmOut = (id: string) => world.keeper.as.post(`/purchase/kc-stock-out/confirm/${id}`);

describe('divideDecimal', () => {
  it('rounds half-up at the scale asked', () => {
    expect(divideDecimal('1.00', '3', 4)).toBe('0.3333');
    expect(divideDecimal('2.00', '3', 4)).toBe('0.6667');
    expect(divideDecimal('343362.83', '100', 4)).toBe('3433.6283');
    expect(divideDecimal('0.5', '0.001', 2)).toBe('500.00');
  });
});

describe('moving average (golden path 21–23, 30–32)', () => {
  it('receives 60 then 40 at 3 433.6283, issues 30 at the average and refuses 80', async () => {
    // 3 880.00 含税 at 13 %: 3 433.6283 excl. tax.
    const first = await receive(world.keeper.as, [{ materialId: REBAR, qty: 60, unitCost: 3433.6283 }], {
      storehouseId: CENTRAL,
    });
    expect(first.items[0].costAmount).toBe(206017.7);
    let row = await balance(ctx, CENTRAL, REBAR);
    expect([row!.qty, row!.amount, row!.avgCost]).toEqual(['60.000', '206017.70', '3433.6283']);

    await receive(world.keeper.as, [{ materialId: REBAR, qty: 40, unitCost: 3433.6283 }], {
      storehouseId: CENTRAL,
    });
    row = await balance(ctx, CENTRAL, REBAR);
    expect([row!.qty, row!.amount, row!.avgCost]).toEqual(['100.000', '343362.83', '3433.6283']);

    const out = await draftIssue(world.keeper.as, [{ materialId: REBAR, qty: 30 }], {
      storehouseId: CENTRAL,
    });
    const posted = await confirmOut(out);
    expectStatus(posted, 200);
    expect(posted.body.data.items[0].costAmount).toBe(103008.85);
    expect(posted.body.data.totalAmount).toBe(103008.85);
    row = await balance(ctx, CENTRAL, REBAR);
    expect([row!.qty, row!.amount]).toEqual(['70.000', '240353.98']);

    const refused = await world.keeper.as.post('/purchase/kc-stock-out/add', {
      json: {
        stockOutType: 1,
        storehouseId: CENTRAL,
        stockOutDate: '2026-11-22',
        receiveDeptName: '上海项目部',
        receiverName: '班组A',
        usePart: '1#楼',
        items: [{ materialId: REBAR, qty: 80 }],
      },
    });
    expectStatus(refused, 400);
    expect(refused.body.msg).toContain('库存不足');
    expect(refused.body.msg).toContain('70');

    const ledger = await world.finance.as.get('/purchase/kc-stock-summary/stock/detailsPages', {
      storehouseId: CENTRAL,
      materialId: REBAR,
    });
    expectStatus(ledger, 200);
    const rows = ledger.body.data.records.map(
      (r: { direction: number; qty: number; balanceQty: number; balanceAmount: number }) => [
        r.direction * r.qty,
        r.balanceQty,
        r.balanceAmount,
      ],
    );
    expect(rows).toEqual([
      [-30, 70, 240353.98],
      [40, 100, 343362.83],
      [60, 60, 206017.7],
    ]);
  });

  it('lets the issue that empties a balance take the residual amount', async () => {
    await receive(world.keeper.as, [{ materialId: CEMENT, qty: 3, unitCost: 0.3333 }]);
    let row = await balance(ctx, SITE, CEMENT);
    expect([row!.qty, row!.amount, row!.avgCost]).toEqual(['3.000', '1.00', '0.3333']);
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const posted = await confirmOut(await draftIssue(world.keeper.as, [{ materialId: CEMENT, qty: 1 }]));
      expectStatus(posted, 200);
      costs.push(posted.body.data.items[0].costAmount);
    }
    expect(costs).toEqual([0.33, 0.33, 0.34]);
    row = await balance(ctx, SITE, CEMENT);
    expect([row!.qty, row!.amount]).toEqual(['0.000', '0.00']);
  });
});

describe('concurrency', () => {
  it('never drives a balance negative under twenty concurrent issues of the last units', async () => {
    const material = '41000003'; // WZ0101003 热轧圆盘条
    await receive(world.keeper.as, [{ materialId: material, qty: 10, unitCost: 100 }]);
    // Each draft fits the balance on its own; together they ask for 15.
    const drafts = [];
    for (let i = 0; i < 20; i++)
      drafts.push(await draftIssue(world.keeper.as, [{ materialId: material, qty: 0.75 }]));
    const answers = await Promise.all(
      drafts.map((id, i) =>
        (i % 2 ? world.keeper2 : world.keeper).as.post(`/purchase/kc-stock-out/confirm/${id}`),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(13); // 13 × 0.75 = 9.75
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.msg).toContain('库存不足');
    const row = await balance(ctx, SITE, material);
    expect([row!.qty, row!.amount]).toEqual(['0.250', '25.00']);
    const ledger = await ctx.database.db.select().from(kcStockLedger);
    expect(ledger.filter((l) => l.materialId === material)).toHaveLength(14);
  });
});

describe('scale', () => {
  it('posts a 500-line stock-in in one transaction (server time printed)', async () => {
    const codes = ['41000001', '41000002', '41000003', '41000004', '41000005'];
    const lines = Array.from({ length: 500 }, (_, i) => ({
      materialId: codes[i % 5]!,
      qty: 1,
      unitCost: 10 + (i % 7),
    }));
    const saved = await world.keeper.as.post('/purchase/kc-stock-in/add', {
      json: {
        stockInType: 2,
        otherType: '1',
        storehouseId: CENTRAL,
        stockInDate: '2026-11-22',
        items: lines,
      },
    });
    expectStatus(saved, 200);
    const started = performance.now();
    const posted = await world.keeper.as.post(`/purchase/kc-stock-in/confirm/${saved.body.data.id}`);
    const ms = performance.now() - started;
    console.log(
      `PGlite: posting a 500-line stock-in took ${ms.toFixed(0)} ms (confirm call, detail answer included)`,
    );
    expectStatus(posted, 200);
    const rows = await ctx.database.db.select().from(kcStockLedger);
    expect(rows.filter((r) => r.bizId === saved.body.data.id)).toHaveLength(500);
  });
});
