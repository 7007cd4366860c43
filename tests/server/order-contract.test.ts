import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContractItems } from '../../src/server/db/schema/contracts.ts';
import { cgFrameworkContractLines } from '../../src/server/db/schema/execution.ts';
import {
  approvedContract,
  buildContractWorld,
  expectOk,
  newContract,
  type ContractWorld,
} from './support/contract-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Orders on contracts: createOnceOrder (all remaining quantity, 待到货), its refusals, twenty concurrent orders
 * never exceeding a contract, orderClose releasing what was not received, termination and voiding with their
 * refusals, the framework-contract lines the demand summary reads, price and tracking reads.
 */
let ctx: TestContext;
let admin: Caller;
let world: ContractWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildContractWorld(ctx, admin);
});
afterAll(() => ctx.close());

const once = (contractId: string) =>
  world.buyer.as.post('/purchase/ht-contract/createOnceOrder', {
    json: { contractId, expectedArrivalDate: '2026-12-10' },
  });
const close = (id: string, reason = '供应商缺货') =>
  world.buyer.as.post('/purchase/cg-order-info/orderClose', { json: { id, reason } });
const orderedQty = async (contractId: string) =>
  (
    await ctx.database.db.select().from(htContractItems).where(eq(htContractItems.contractId, contractId))
  ).map((i) => i.orderedQty);

describe('createOnceOrder', () => {
  it('orders every remaining quantity in one order awaiting delivery', async () => {
    const c = await approvedContract(world);
    const order = await expectOk(await once(c.id));
    expect(order.orderNo).toMatch(/^DD\d{12}$/);
    expect(order.orderStatus).toBe(1);
    expect(order.orderStatusName).toBe('待到货');
    expect(order.items.map((i: { orderQty: number }) => i.orderQty)).toEqual([12.5, 3]);
    expect(order.orderAmount).toBe(49478.04);
    expect(order.canClose).toBe(true);
    const detail = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${c.id}`));
    expect(detail.orderedAmount).toBe(49478.04);
    expect(detail.items.map((i: { remainingQty: number }) => i.remainingQty)).toEqual([0, 0]);
    expect(detail.orders).toHaveLength(1);
    expect(detail.operations).toEqual([]); // nothing left to order, an open order blocks terminate, orders block void
    const again = await once(c.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('已无剩余可下单数量');
    const list = await expectOk(
      await world.buyer.as.get('/purchase/cg-order-info/pages', { contractId: c.id }),
    );
    expect(list.total).toBe(1);
  });

  it('refuses a contract not approved, naming its state', async () => {
    const c = await newContract(world);
    const answer = await once(c.id);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('未生效');
  });

  it('refuses an expired contract', async () => {
    const c = await approvedContract(world, { startDate: '2026-01-01', endDate: '2026-06-30' });
    const answer = await once(c.id);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('2026-06-30');
  });

  it('never exceeds the contract under twenty concurrent orders', async () => {
    const c = await approvedContract(world);
    const answers = await Promise.all(Array.from({ length: 20 }, () => once(c.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await orderedQty(c.id)).toEqual(['12.500', '3.000']);
  });
});

describe('orderClose', () => {
  it('closes with a reason and releases the quantity to the contract, once', async () => {
    const c = await approvedContract(world);
    const order = await expectOk(await once(c.id));
    expect((await close(order.id, '  ')).status).toBe(400);
    const closed = await expectOk(await close(order.id));
    expect(closed.orderStatus).toBe(4);
    expect(closed.closeReason).toBe('供应商缺货');
    expect(closed.items.map((i: { closedQty: number }) => i.closedQty)).toEqual([12.5, 3]);
    expect(await orderedQty(c.id)).toEqual(['0.000', '0.000']);
    const again = await close(order.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('已关闭');
    // Released: it can be ordered again.
    const next = await expectOk(await once(c.id));
    expect(next.items.map((i: { orderQty: number }) => i.orderQty)).toEqual([12.5, 3]);
  });
});

describe('terminate and void', () => {
  it('refuses termination while an order is open, then terminates; no order after', async () => {
    const c = await approvedContract(world);
    const order = await expectOk(await once(c.id));
    const refused = await world.buyer.as.post(`/purchase/ht-contract/termination/${c.id}`, {
      json: { reason: '项目暂停' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(order.orderNo);
    await expectOk(await close(order.id));
    expect(
      (await world.buyer.as.post(`/purchase/ht-contract/termination/${c.id}`, { json: { reason: '' } }))
        .status,
    ).toBe(400);
    const done = await expectOk(
      await world.buyer.as.post(`/purchase/ht-contract/termination/${c.id}`, {
        json: { reason: '项目暂停' },
      }),
    );
    expect(done.contractStatus).toBe(3);
    expect(done.terminateReason).toBe('项目暂停');
    expect((await once(c.id)).status).toBe(409);
  });

  it('refuses voiding once an order exists; voids a contract without orders', async () => {
    const c = await approvedContract(world);
    const order = await expectOk(await once(c.id));
    await expectOk(await close(order.id));
    const refused = await world.buyer.as.post(`/purchase/ht-contract/cancel/${c.id}`, {
      json: { reason: '重复录入' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('不能作废');
    const draft = await newContract(world);
    const voided = await expectOk(
      await world.buyer.as.post(`/purchase/ht-contract/cancel/${draft.id}`, { json: { reason: '重复录入' } }),
    );
    expect(voided.contractStatus).toBe(4);
    const resubmit = await world.buyer.as.post('/purchase/ht-contract/submitApprove', {
      json: { id: draft.id },
    });
    expect(resubmit.status).toBe(409);
    expect(resubmit.body.msg).toContain('已作废');
    expect(voided.allowedActions).toEqual([]);
  });
});

describe('framework contracts and reads', () => {
  it('offers an approved framework contract to the demand summary with what is left', async () => {
    const c = await approvedContract(world, { contractType: 2 });
    const lines = async () =>
      ctx.database.db
        .select()
        .from(cgFrameworkContractLines)
        .where(eq(cgFrameworkContractLines.contractId, c.id));
    expect((await lines()).map((l) => l.remainingQty).sort()).toEqual(['12.500', '3.000']);
    await expectOk(await once(c.id));
    expect((await lines()).map((l) => l.remainingQty)).toEqual(['0.000', '0.000']);
  });

  it('reads the latest executing price per material and the process tracking', async () => {
    const prices = await expectOk(
      await world.buyer.as.get('/purchase/ht-contract/contractMaterialPrice', { keyword: 'WZ0101001' }),
    );
    expect(prices.total).toBe(1);
    expect(prices.records[0].unitPrice).toBe(3850.1234);
    const tracking = await expectOk(
      await world.buyer.as.get('/purchase/ht-contract/purchaseProcessTracking'),
    );
    expect(tracking.total).toBeGreaterThan(0);
    const withOrders = tracking.records.find((r: { orders: unknown[] }) => r.orders.length > 0);
    expect(withOrders.orders[0].orderNo).toMatch(/^DD/);
    const sheet = await world.buyer.as.get('/purchase/ht-contract/exportContractDetail', {
      id: withOrders.contractId,
    });
    expect(sheet.status).toBe(200);
  });

  it('refuses the stock-in calls to a buyer without the stock-in buttons', async () => {
    const answer = await world.buyer.as.get('/purchase/cg-order-info/stock-in/lists', { orderId: '1' });
    expect(answer.status).toBe(403);
  });
});
