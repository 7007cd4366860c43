import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { materials, storehouses } from '../../src/server/db/schema/master-data.ts';
import {
  CEMENT,
  REBAR,
  SITE,
  balance,
  expectLedgerMatchesBalances,
  expectStatus,
} from './support/stock-world.ts';
import {
  buildReceiveWorld,
  openOrder,
  progress,
  receiptOf,
  type ReceiveWorld,
} from './support/receive-world.ts';
import { caller } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * 采购入库 against orders: the golden path's steps 21–23 to the cent, every refusal with nothing written, arrival
 * = accepted + rejected, the order and contract progress and statuses, the order lines a receipt may take, the
 * stock-in detail naming its order and contract, permissions, and twenty concurrent receipts on one order line.
 */
let ctx: TestContext;
let world: ReceiveWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildReceiveWorld(ctx);
}, 180_000);
afterAll(async () => ctx?.close());
afterEach(async () => expectLedgerMatchesBalances(ctx));

const HT_B = [{ materialId: REBAR, qty: 100, unitPrice: 3880 }];
const create = (body: unknown, lang?: 'en') =>
  caller(ctx, world.keeper.as.token, lang).post('/purchase/cg-order-info/stock-in/create', { json: body });

async function refused(body: unknown, status: number, text: string, lang?: 'en') {
  const answer = await create(body, lang);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.msg).toContain(text);
}

describe('the golden path (steps 21–23)', () => {
  it('receives 60 t, refuses 41 t, receives the last 40 t and completes order and contract', async () => {
    const order = await openOrder(world, HT_B);
    const before = await balance(ctx, SITE, REBAR);
    expect(before).toBeUndefined();

    const first = await create(receiptOf(order, [{ qty: 60 }]));
    expectStatus(first, 200);
    const rk1 = first.body.data;
    expect(rk1.stockInNo).toMatch(/^RK\d{12}$/);
    expect([rk1.stockInType, rk1.status, rk1.statusName]).toEqual([1, 1, '已确认']);
    expect([rk1.orderId, rk1.orderNo, rk1.contractId, rk1.contractNo]).toEqual([
      order.id,
      order.orderNo,
      order.contractId,
      order.contractNo,
    ]);
    expect([rk1.totalQty, rk1.totalAmount, rk1.amountInclTax]).toEqual([60, 206017.7, 232800]);
    expect(rk1.items[0]).toMatchObject({
      orderItemId: order.items[0]!.id,
      arrivalQty: 60,
      rejectedQty: 0,
      qty: 60,
      unitPrice: 3880,
      taxRate: 13,
      amount: 232800,
      unitCost: 3433.6283,
      costAmount: 206017.7,
    });
    let row = await balance(ctx, SITE, REBAR);
    expect([row!.qty, row!.amount, row!.avgCost]).toEqual(['60.000', '206017.70', '3433.6283']);
    const partly = await world.admin.get(`/purchase/cg-order-info/${order.id}`);
    expect([partly.body.data.orderStatus, partly.body.data.orderStatusName]).toEqual([2, '部分到货']);
    expect(partly.body.data.receivedAmount).toBe(232800);
    expect(partly.body.data.items[0].receivedQty).toBe(60);
    expect(partly.body.data.canReceive).toBe(true);

    await refused(receiptOf(order, [{ qty: 41 }]), 409, 'exceeds remaining 40', 'en');
    await refused(receiptOf(order, [{ qty: 41 }]), 409, '超出剩余可入库数量 40');
    expect((await balance(ctx, SITE, REBAR))!.qty).toBe('60.000');

    const second = await create(receiptOf(order, [{ qty: 40 }]));
    expectStatus(second, 200);
    row = await balance(ctx, SITE, REBAR);
    expect([row!.qty, row!.amount]).toEqual(['100.000', '343362.83']);
    const done = await world.admin.get(`/purchase/cg-order-info/${order.id}`);
    expect([done.body.data.orderStatus, done.body.data.orderStatusName]).toEqual([3, '已到货']);
    expect(done.body.data.canReceive).toBe(false);
    const state = await progress(ctx, order);
    expect(state.received).toEqual(['100.000']);
    expect([state.contract.receivedAmount, state.contract.contractStatus]).toEqual(['388000.00', 2]);
    expect(state.contract.lastReceiptDate).toBe('2026-11-22');
    const contract = await world.contracts.buyer.as.get(`/purchase/ht-contract/${order.contractId}`);
    expect(contract.body.data.items[0].receivedQty).toBe(100);

    const lists = await world.keeper.as.get('/purchase/cg-order-info/stock-in/lists', { orderId: order.id });
    expectStatus(lists, 200);
    expect(lists.body.data.total).toBe(2);
    expect(lists.body.data.records.map((r: { totalQty: number }) => r.totalQty)).toEqual([40, 60]);

    await refused(receiptOf(order, [{ qty: 1 }]), 409, '已到货');
    const lines = await world.keeper.as.get('/purchase/kc-stock-in/materialPages', {
      stockInType: 1,
      orderId: order.id,
    });
    expect(lines.status).toBe(409);
  });
});

describe('what a receipt may take', () => {
  it('lists the open order lines with what is left, and records rejected quantities without stocking them', async () => {
    const order = await openOrder(world, [
      { materialId: REBAR, qty: 10, unitPrice: 4000 },
      { materialId: CEMENT, qty: 5, unitPrice: 500, taxRate: 9 },
    ]);
    const before = await balance(ctx, SITE, CEMENT);
    const answer = await create(receiptOf(order, [{ line: 1, qty: 3, rejected: 1 }]));
    expectStatus(answer, 200);
    expect(answer.body.data.items[0]).toMatchObject({ arrivalQty: 4, qty: 3, rejectedQty: 1, amount: 1500 });
    const after = await balance(ctx, SITE, CEMENT);
    expect(Number(after!.qty) - Number(before?.qty ?? 0)).toBe(3);

    const page = await world.keeper.as.get('/purchase/kc-stock-in/materialPages', {
      stockInType: 1,
      orderId: order.id,
      storehouseId: SITE,
    });
    expectStatus(page, 200);
    expect(
      page.body.data.records.map((r: { materialId: string; remainingQty: number; receivedQty: number }) => [
        r.materialId,
        r.remainingQty,
        r.receivedQty,
      ]),
    ).toEqual([
      [REBAR, 10, 0],
      [CEMENT, 2, 3],
    ]);
    expect(page.body.data.records[1].stockQty).toBe(Number(after!.qty));

    // All rejected on one line, accepted on the other: only the accepted line moves stock.
    expectStatus(
      await create(
        receiptOf(order, [
          { line: 0, qty: 10 },
          { line: 1, qty: 0, rejected: 2 },
        ]),
      ),
      200,
    );
    const state = await progress(ctx, order);
    expect(state.received).toEqual(['10.000', '3.000']);
    expect(state.contract.contractStatus).toBe(1); // cement still owed
    expectStatus(await create(receiptOf(order, [{ line: 1, qty: 2 }])), 200);
    expect((await progress(ctx, order)).contract.contractStatus).toBe(2);
  });
});

describe('refusals write nothing', () => {
  it('refuses bad lines, future days, unusable storehouses and materials, and closed orders', async () => {
    const order = await openOrder(world, [{ materialId: REBAR, qty: 10, unitPrice: 4000 }]);
    const other = await openOrder(world, [{ materialId: REBAR, qty: 1, unitPrice: 4000 }]);
    await refused(receiptOf(order, [{ qty: 5, rejected: 1, arrival: 5 }]), 400, 'items.0.arrivalQty');
    await refused(receiptOf(order, [{ qty: 0, rejected: 2 }]), 400, '没有合格入库的数量');
    await refused(receiptOf(order, [{ qty: 1 }, { qty: 1 }]), 400, 'items.1.orderItemId');
    await refused(
      {
        ...receiptOf(order, [{ qty: 1 }]),
        items: [{ orderItemId: other.items[0]!.id, arrivalQty: 1, qty: 1 }],
      },
      400,
      'items.0.orderItemId',
    );
    await refused(receiptOf(order, [{ qty: 1.0001, arrival: 2 }]), 400, 'items.0.qty');
    await refused(receiptOf(order, [{ qty: 1 }], { stockInDate: '2026-11-23' }), 400, 'stockInDate');
    await refused(receiptOf(order, [{ qty: 1 }], { stockInDate: '2026-02-30' }), 400, 'stockInDate');
    await refused(receiptOf(order, [{ qty: 1 }], { storehouseId: '42999999' }), 400, 'storehouseId');
    await refused(receiptOf(order, [{ qty: 1 }], { orderId: '1' }), 404, '');
    await refused({ ...receiptOf(order, [{ qty: 1 }]), deliveryNoteNo: 'x\u0000'.repeat(40) }, 400, '');
    await refused({ ...receiptOf(order, [{ qty: 1 }]), items: 'lots' }, 400, '');

    // Another tenant's storehouse is not the caller's.
    const db = ctx.database.db;
    await db.insert(storehouses).values({
      id: '42888888',
      tenantId: '888888',
      storehouseCode: 'X1',
      storehouseName: '别家仓库',
      storehouseType: '1',
      status: 1,
    });
    await refused(receiptOf(order, [{ qty: 1 }], { storehouseId: '42888888' }), 400, 'storehouseId');

    await db.update(materials).set({ status: 0 }).where(eq(materials.id, REBAR));
    try {
      await refused(receiptOf(order, [{ qty: 1 }]), 400, '已停用');
    } finally {
      await db.update(materials).set({ status: 1 }).where(eq(materials.id, REBAR));
    }

    const closed = await world.contracts.buyer.as.post('/purchase/cg-order-info/orderClose', {
      json: { id: other.id, reason: '供应商缺货' },
    });
    expectStatus(closed, 200);
    await refused(receiptOf(other, [{ qty: 1 }]), 409, '已关闭');
    await refused(receiptOf(other, [{ qty: 1 }]), 409, 'Closed', 'en');

    for (const o of [order, other]) {
      const state = await progress(ctx, o);
      expect(state.receipts).toBe(0);
      expect(state.received.every((q) => q === '0.000')).toBe(true);
      expect(state.contract.receivedAmount).toBe('0.00');
    }
  });

  it('keeps the purchase type out of the other stock-in calls and asks for the stock-in buttons', async () => {
    const order = await openOrder(world, [{ materialId: REBAR, qty: 2, unitPrice: 4000 }]);
    const rk = (await create(receiptOf(order, [{ qty: 1 }]))).body.data;
    for (const call of [
      () => world.keeper.as.post(`/purchase/kc-stock-in/confirm/${rk.id}`),
      () =>
        world.keeper.as.post('/purchase/kc-stock-in/edit', {
          json: { ...rk, stockInType: 2, otherType: '1' },
        }),
    ]) {
      expect((await call()).status).toBe(409);
    }
    const denied = await world.finance.as.post('/purchase/cg-order-info/stock-in/create', {
      json: receiptOf(order, [{ qty: 1 }]),
    });
    expect(denied.status).toBe(403);
    const rows = await world.contracts.buyer.as.get('/purchase/cg-order-info/pages', {
      contractId: order.contractId,
    });
    expect(rows.body.data.records[0].canReceive).toBe(false); // the buyer orders; the keeper receives
    expect(
      (await world.admin.get('/purchase/cg-order-info/pages', { contractId: order.contractId })).body.data
        .records[0].canReceive,
    ).toBe(true);
  });
});

describe('concurrency', () => {
  it('never receives more than an order line under twenty concurrent receipts', async () => {
    const order = await openOrder(world, [{ materialId: REBAR, qty: 100, unitPrice: 3880 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? world.keeper2 : world.keeper).as.post('/purchase/cg-order-info/stock-in/create', {
          json: receiptOf(order, [{ qty: 7 }]),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(14);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    const state = await progress(ctx, order);
    expect(state.received).toEqual(['98.000']);
    expect(state.receipts).toBe(14);
    expect(state.contract.receivedAmount).toBe('380240.00');
  });
});
