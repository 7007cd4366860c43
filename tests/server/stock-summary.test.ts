import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kcStocks } from '../../src/server/db/schema/stock.ts';
import { call } from './support/test-app.ts';
import {
  CENTRAL,
  REBAR,
  SITE,
  buildStockWorld,
  del,
  draftIssue,
  expectLedgerMatchesBalances,
  expectStatus,
  receive,
  type StockWorld,
} from './support/stock-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Balances, the 收发存 report (opening / in / out / closing from the ledger by document day), its export, slow
 * movers, and the master-data guards: a storehouse with stock is neither disabled nor deleted, a material with
 * movements is not deleted.
 */
let ctx: TestContext;
let world: StockWorld;
const CEMENT = '41000004';
const BLOCK = '41000006'; // WZ0103001 砌块

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStockWorld(ctx);
  const keeper = world.keeper.as;
  // 11-01: in 10 @ 100; 11-10: in 10 @ 110, out 5; 11-20: out 3. Cement in on 11-05 only.
  await receive(keeper, [{ materialId: REBAR, qty: 10, unitCost: 100 }], { stockInDate: '2026-11-01' });
  await receive(keeper, [{ materialId: CEMENT, qty: 4, unitCost: 400 }], { stockInDate: '2026-11-05' });
  await receive(keeper, [{ materialId: REBAR, qty: 10, unitCost: 110 }], { stockInDate: '2026-11-10' });
  for (const [qty, day] of [
    [5, '2026-11-10'],
    [3, '2026-11-20'],
  ] as const) {
    const id = await draftIssue(keeper, [{ materialId: REBAR, qty }], { stockOutDate: day });
    expectStatus(await keeper.post(`/purchase/kc-stock-out/confirm/${id}`), 200);
  }
}, 120_000);
afterAll(async () => ctx?.close());
afterEach(async () => expectLedgerMatchesBalances(ctx));

describe('balances and 收发存', () => {
  it('shows balances to the finance reader', async () => {
    const page = await world.finance.as.get('/purchase/kc-stock-summary/stock/pages', { storehouseId: SITE });
    expectStatus(page, 200);
    const rebar = page.body.data.records.find((r: { materialId: string }) => r.materialId === REBAR);
    // 10 @ 100 + 10 @ 110 = 2100 / 20 = 105; out 8 × 105 = 840.
    expect([rebar.qty, rebar.avgCost, rebar.amount, rebar.inQtyTotal, rebar.outQtyTotal]).toEqual([
      12, 105, 1260, 20, 8,
    ]);
    expect([rebar.lastInDate, rebar.lastOutDate, rebar.idleDays]).toEqual(['2026-11-10', '2026-11-20', 2]);
    const refused = await world.finance.as.post('/purchase/kc-stock-out/add', { json: {} });
    expect(refused.status).toBe(403);
  });

  it('reports opening, in, out and closing for a period', async () => {
    const page = await world.keeper.as.get('/purchase/kc-stock-summary/stock/movementPages', {
      dateFrom: '2026-11-06',
      dateTo: '2026-11-15',
      storehouseId: SITE,
    });
    expectStatus(page, 200);
    const byCode = Object.fromEntries(
      page.body.data.records.map((r: Record<string, number | string>) => [
        r.materialCode,
        [
          r.openingQty,
          r.openingAmount,
          r.inQty,
          r.inAmount,
          r.outQty,
          r.outAmount,
          r.closingQty,
          r.closingAmount,
        ],
      ]),
    );
    expect(byCode.WZ0101001).toEqual([10, 1000, 10, 1100, 5, 525, 15, 1575]);
    expect(byCode.WZ0102001).toEqual([4, 1600, 0, 0, 0, 0, 4, 1600]);

    const reversed = await world.keeper.as.get('/purchase/kc-stock-summary/stock/movementPages', {
      dateFrom: '2026-11-15',
      dateTo: '2026-11-01',
    });
    expectStatus(reversed, 400);
    expect(reversed.body.msg).toContain('dateTo');
  });

  it('exports the report with the same filters as an .xlsx', async () => {
    const answer = await call(ctx.app, 'GET', '/api/purchase/kc-stock-summary/stock/movementExport', {
      token: world.keeper.as.token,
      query: { dateFrom: '2026-11-01', dateTo: '2026-11-30', materialCode: 'WZ0101001' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const response = await ctx.app.request(
      '/api/purchase/kc-stock-summary/stock/movementExport?dateFrom=2026-11-01&dateTo=2026-11-30&materialCode=WZ0101001',
      { headers: { 'Blade-Auth': `bearer ${world.keeper.as.token}` } },
    );
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('仓库');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('WZ0101001');
    expect(sheet.getRow(2).getCell(12).value).toBe(12);
  });

  it('lists slow movers: stock with no issue for the days asked', async () => {
    const slow = await world.keeper.as.get('/purchase/kc-stock-summary/stock/slowPages', { days: 10 });
    expectStatus(slow, 200);
    // Cement was received on 11-05 and never issued (17 days); rebar was issued on 11-20.
    expect(
      slow.body.data.records.map((r: { materialCode: string; idleDays: number }) => [
        r.materialCode,
        r.idleDays,
      ]),
    ).toEqual([['WZ0102001', 17]]);
    const default90 = await world.keeper.as.get('/purchase/kc-stock-summary/stock/slowPages');
    expect(default90.body.data.total).toBe(0);
  });
});

describe('master-data guards', () => {
  it('keeps a storehouse with stock enabled and undeleted', async () => {
    const admin = world.admin;
    const house = await admin.get(`/purchar/kc-storehouse/${SITE}`);
    const disable = await admin.post('/purchar/kc-storehouse/addOrEdit', {
      json: { ...house.body.data, status: 0 },
    });
    expectStatus(disable, 409);
    expect(disable.body.msg).toBe('仓库 CK002 尚有库存,不能停用或删除');
    const removed = await del(ctx, admin, `/purchar/kc-storehouse/delete/${SITE}`);
    expect(removed.status).toBe(409);
    // The central storehouse holds nothing: it may be disabled.
    const central = await admin.get(`/purchar/kc-storehouse/${CENTRAL}`);
    expectStatus(
      await admin.post('/purchar/kc-storehouse/addOrEdit', { json: { ...central.body.data, status: 0 } }),
      200,
    );
    const [row] = await ctx.database.db.select().from(kcStocks).where(eq(kcStocks.storehouseId, CENTRAL));
    expect(row).toBeUndefined();
  });

  it('keeps a material with movements undeleted', async () => {
    const removed = await del(ctx, world.admin, `/purchar/cg-material/delete/${REBAR}`);
    expect(removed.status).toBe(409);
    expect(removed.body.msg).toContain('WZ0101001 已有出入库记录');
    // A material that never moved still goes.
    expectStatus(await del(ctx, world.admin, `/purchar/cg-material/delete/${BLOCK}`), 200);
  });
});
