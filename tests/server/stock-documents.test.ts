import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { materials, storehouses } from '../../src/server/db/schema/master-data.ts';
import { kcStockIns, kcStockLedger, kcStockOuts } from '../../src/server/db/schema/stock.ts';
import { caller } from './support/system-fixtures.ts';
import {
  CEMENT,
  CENTRAL,
  REBAR,
  SITE,
  balance,
  buildStockWorld,
  del,
  draftIssue,
  expectLedgerMatchesBalances,
  expectStatus,
  issue,
  otherIn,
  receive,
  type StockWorld,
} from './support/stock-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Other stock-ins and stock-outs through HTTP: drafts that change and go away, posting, posted documents that never
 * change again, and every refusal with nothing written (counts of documents and ledger rows stay put).
 */
let ctx: TestContext;
let world: StockWorld;
const WIRE = '41000007'; // WZ0201001 电力电缆
const PIPE = '41000008'; // WZ0202001 PPR 给水管

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStockWorld(ctx);
}, 120_000);
afterAll(async () => ctx?.close());
afterEach(async () => expectLedgerMatchesBalances(ctx));

const counts = async () => {
  const db = ctx.database.db;
  return [
    (await db.select().from(kcStockIns)).length,
    (await db.select().from(kcStockOuts)).length,
    (await db.select().from(kcStockLedger)).length,
  ];
};

/** The call is refused with this status and message, and nothing was written. */
async function expectRefusal(
  run: () => Promise<{ status: number; body: { msg: string } }>,
  status: number,
  text: string,
) {
  const before = await counts();
  const answer = await run();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.msg).toContain(text);
  expect(await counts()).toEqual(before);
}

describe('other stock-in', () => {
  it('saves a numbered draft, edits and deletes it, and posts another', async () => {
    const keeper = world.keeper.as;
    const added = await keeper.post('/purchase/kc-stock-in/add', {
      json: otherIn([
        { materialId: WIRE, qty: 100, unitCost: 85.4 },
        { materialId: PIPE, qty: 50, unitCost: 7.25 },
      ]),
    });
    expectStatus(added, 200);
    const draft = added.body.data;
    expect(draft.stockInNo).toMatch(/^RK20261122\d{4}$/);
    expect([draft.status, draft.statusName, draft.otherTypeName]).toEqual([0, '草稿', '盘盈']);
    expect([draft.totalQty, draft.totalAmount]).toEqual([150, 8902.5]);
    expect(await balance(ctx, SITE, WIRE)).toBeUndefined();

    const edited = await keeper.post('/purchase/kc-stock-in/edit', {
      json: otherIn([{ id: draft.items[1].id, materialId: PIPE, qty: 40, unitCost: 7.25 }], {
        id: draft.id,
        otherType: '4',
        supplierName: '业主',
      }),
    });
    expectStatus(edited, 200);
    expect(edited.body.data.items.map((i: { id: string; qty: number }) => [i.id, i.qty])).toEqual([
      [draft.items[1].id, 40],
    ]);
    expect([edited.body.data.otherTypeName, edited.body.data.supplierName]).toEqual(['甲供', '业主']);

    expectStatus(await del(ctx, keeper, `/purchase/kc-stock-in/delete/${draft.id}`), 200);
    expectStatus(await keeper.get(`/purchase/kc-stock-in/${draft.id}`), 404);

    const posted = await receive(keeper, [{ materialId: WIRE, qty: 10, unitCost: 100 }]);
    expect([posted.status, posted.postUserName]).toEqual([1, 'keeper1']);
    const row = await balance(ctx, SITE, WIRE);
    expect([row!.qty, row!.amount, row!.avgCost]).toEqual(['10.000', '1000.00', '100.0000']);

    // Posted: immutable, corrections by a new movement.
    await expectRefusal(
      () =>
        keeper.post('/purchase/kc-stock-in/edit', {
          json: otherIn([{ materialId: WIRE, qty: 1, unitCost: 1 }], { id: posted.id }),
        }),
      409,
      '单据已确认',
    );
    await expectRefusal(
      () => del(ctx, keeper, `/purchase/kc-stock-in/delete/${posted.id}`),
      409,
      '单据已确认',
    );
    await expectRefusal(() => keeper.post(`/purchase/kc-stock-in/confirm/${posted.id}`), 409, '单据已确认');

    const list = await keeper.get('/purchase/kc-stock-in/otherPages', { status: 1 });
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(posted.id);
  });

  it('refuses bad input with nothing written, in the caller’s language', async () => {
    const keeper = world.keeper.as;
    const line = [{ materialId: WIRE, qty: 1, unitCost: 1 }];
    await expectRefusal(
      () => keeper.post('/purchase/kc-stock-in/add', { json: otherIn(line, { stockInDate: '2026-11-23' }) }),
      400,
      'stockInDate: 日期不能晚于今天',
    );
    await expectRefusal(
      () => keeper.post('/purchase/kc-stock-in/add', { json: otherIn(line, { stockInType: 1 }) }),
      409,
      '采购入库从采购订单生成',
    );
    const en = caller(ctx, keeper.token, 'en');
    await expectRefusal(
      () => en.post('/purchase/kc-stock-in/add', { json: otherIn(line, { stockInType: 1 }) }),
      409,
      'A purchase receipt is created from its order',
    );
    await expectRefusal(
      () => keeper.get('/purchase/kc-stock-in/materialPages', { stockInType: 1 }),
      400,
      'orderId: 采购入库请选择采购订单',
    );
    await expectRefusal(
      () => keeper.post('/purchase/kc-stock-in/add', { json: otherIn(line, { otherType: '77' }) }),
      400,
      'otherType',
    );
    await expectRefusal(
      () =>
        keeper.post('/purchase/kc-stock-in/add', {
          json: otherIn([{ materialId: WIRE, qty: 1.2345, unitCost: 1 }]),
        }),
      400,
      'items.0.qty',
    );
    await expectRefusal(
      () =>
        keeper.post('/purchase/kc-stock-in/add', {
          json: otherIn([{ materialId: '1', qty: 1, unitCost: 1 }]),
        }),
      400,
      'items.0.materialId',
    );
    // Another tenant's storehouse is no storehouse of ours.
    await ctx.database.db.insert(storehouses).values({
      id: '42999999',
      tenantId: '999999',
      storehouseCode: 'X1',
      storehouseName: '别家仓库',
      storehouseType: '1',
    });
    await expectRefusal(
      () => keeper.post('/purchase/kc-stock-in/add', { json: otherIn(line, { storehouseId: '42999999' }) }),
      400,
      'storehouseId',
    );
    // A disabled material moves no more.
    await ctx.database.db.update(materials).set({ status: 0 }).where(eq(materials.id, PIPE));
    await expectRefusal(
      () =>
        en.post('/purchase/kc-stock-in/add', { json: otherIn([{ materialId: PIPE, qty: 1, unitCost: 1 }]) }),
      400,
      'items.0.materialId: the material WZ0202001 is disabled',
    );
    await ctx.database.db.update(materials).set({ status: 1 }).where(eq(materials.id, PIPE));
    // A draft without lines saves but does not post.
    const empty = await keeper.post('/purchase/kc-stock-in/add', { json: otherIn([]) });
    expectStatus(empty, 200);
    await expectRefusal(
      () => keeper.post(`/purchase/kc-stock-in/confirm/${empty.body.data.id}`),
      400,
      'items',
    );
    // Finance reads balances but moves nothing.
    await expectRefusal(
      () => world.finance.as.post('/purchase/kc-stock-in/add', { json: otherIn(line) }),
      403,
      '',
    );
  });

  it('offers enabled stock materials with what the storehouse holds', async () => {
    await receive(world.keeper.as, [{ materialId: CEMENT, qty: 5, unitCost: 400 }], {
      storehouseId: CENTRAL,
    });
    const page = await world.keeper.as.get('/purchase/kc-stock-in/materialPages', {
      stockInType: 2,
      storehouseId: CENTRAL,
      materialCode: 'WZ0102',
    });
    expectStatus(page, 200);
    const cement = page.body.data.records.find((r: { materialId: string }) => r.materialId === CEMENT);
    expect([cement.stockQty, cement.avgCost, cement.unitName]).toEqual([5, 400, '吨']);
  });
});

describe('stock-out', () => {
  it('needs who takes it and where for 领用, and a kind for another stock-out', async () => {
    const keeper = world.keeper.as;
    await receive(keeper, [{ materialId: REBAR, qty: 20, unitCost: 3500 }]);
    await expectRefusal(
      () =>
        keeper.post('/purchase/kc-stock-out/add', {
          json: issue([{ materialId: REBAR, qty: 1 }], { usePart: ' ' }),
        }),
      400,
      'usePart: 领用出库必须填写',
    );
    await expectRefusal(
      () =>
        keeper.post('/purchase/kc-stock-out/add', {
          json: issue([{ materialId: REBAR, qty: 1 }], { stockOutType: 2, otherType: null }),
        }),
      400,
      'otherType',
    );
    await expectRefusal(
      () =>
        keeper.post('/purchase/kc-stock-out/add', {
          json: issue([{ materialId: REBAR, qty: 1 }], { stockOutDate: '2026-12-01' }),
        }),
      400,
      'stockOutDate',
    );
    await expectRefusal(
      () => keeper.post('/purchase/kc-stock-out/add', { json: issue([{ materialId: REBAR, qty: 20.001 }]) }),
      400,
      'items.0.qty: 物料 WZ0101001 库存不足',
    );
    const scrap = await keeper.post('/purchase/kc-stock-out/add', {
      json: issue([{ materialId: REBAR, qty: 2 }], { stockOutType: 2, otherType: '3' }),
    });
    expectStatus(scrap, 200);
    expect([scrap.body.data.stockOutNo.slice(0, 2), scrap.body.data.otherTypeName]).toEqual(['CK', '报废']);
    expect([scrap.body.data.items[0].unitCost, scrap.body.data.items[0].stockQty]).toEqual([null, 20]);
    const posted = await keeper.post(`/purchase/kc-stock-out/confirm/${scrap.body.data.id}`);
    expectStatus(posted, 200);
    expect([posted.body.data.items[0].unitCost, posted.body.data.items[0].costAmount]).toEqual([3500, 7000]);
    const other = await keeper.get('/purchase/kc-stock-out/otherPages');
    expect(other.body.data.records.map((r: { id: string }) => r.id)).toContain(scrap.body.data.id);
  });

  it('refuses at posting what no longer fits, writing nothing', async () => {
    const keeper = world.keeper.as;
    await receive(keeper, [{ materialId: PIPE, qty: 10, unitCost: 8 }]);
    const first = await draftIssue(keeper, [{ materialId: PIPE, qty: 6 }]);
    const second = await draftIssue(keeper, [
      { materialId: WIRE, qty: 1 },
      { materialId: PIPE, qty: 6 },
    ]);
    expectStatus(await keeper.post(`/purchase/kc-stock-out/confirm/${first}`), 200);
    const wireBefore = await balance(ctx, SITE, WIRE);
    await expectRefusal(
      () => keeper.post(`/purchase/kc-stock-out/confirm/${second}`),
      409,
      'items.1.qty: 物料 WZ0202001 库存不足: 当前库存 4,本次出库 6',
    );
    // The first line (wire, which fits) was not posted either.
    expect(await balance(ctx, SITE, WIRE)).toEqual(wireBefore);
    const draft = await keeper.get(`/purchase/kc-stock-out/${second}`);
    expect(draft.body.data.status).toBe(0);
  });

  it('offers only the balances of the storehouse with quantity > 0', async () => {
    const keeper = world.keeper.as;
    await receive(keeper, [{ materialId: CEMENT, qty: 1, unitCost: 420 }]);
    const id = await draftIssue(keeper, [{ materialId: CEMENT, qty: 1 }]);
    const pick = () => keeper.get('/purchase/kc-stock-out/materialPages', { storehouseId: SITE, size: 100 });
    const before = (await pick()).body.data.records.map((r: { materialId: string }) => r.materialId);
    expect(before).toContain(CEMENT);
    expectStatus(await keeper.post(`/purchase/kc-stock-out/confirm/${id}`), 200);
    const after = await pick();
    expect(after.body.data.records.map((r: { materialId: string }) => r.materialId)).not.toContain(CEMENT);
    expect(after.body.data.records.every((r: { stockQty: number }) => r.stockQty > 0)).toBe(true);
    expect(after.body.data.total).toBe(after.body.data.records.length);
  });
});
