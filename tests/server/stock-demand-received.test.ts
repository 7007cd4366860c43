import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REBAR, expectLedgerMatchesBalances, expectStatus } from './support/stock-world.ts';
import { approvedDemand, demandReceived, sourcedFrom } from './support/demand-chain.ts';
import { buildReceiveWorld, openOrder, receiptOf, type ReceiveWorld } from './support/receive-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * A purchase receipt carries its accepted quantity to the demand lines behind the order (order line → contract
 * line → sourcing line → demand line) in its own transaction: partial then full, exact decimals, rejected
 * quantities left out, a split award's two contracts adding to one demand line, a refused receipt leaving it
 * alone, and the bill detail showing the figure.
 */
let ctx: TestContext;
let world: ReceiveWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildReceiveWorld(ctx);
}, 180_000);
afterAll(async () => ctx?.close());
afterEach(async () => expectLedgerMatchesBalances(ctx));

const receive = (body: unknown) =>
  world.keeper.as.post('/purchase/cg-order-info/stock-in/create', { json: body });
const billLines = async (needsId: string) => {
  const answer = await world.admin.get(`/purchar/cg-needs/${needsId}`);
  expectStatus(answer, 200);
  return (answer.body.data.items as { id: string; receivedQty: number }[]).map((i) => i.receivedQty);
};

describe('the demand line behind an order line', () => {
  it('follows a partial and then a full receipt, leaving rejected quantities out', async () => {
    const demand = await approvedDemand(ctx, world.shanghai, REBAR, ['100', '20']);
    const order = await openOrder(world, [{ materialId: REBAR, qty: 100, unitPrice: 3880 }]);
    await sourcedFrom(ctx, order, 0, demand.itemIds[0]!);

    expectStatus(await receive(receiptOf(order, [{ qty: 60, rejected: 2.5 }])), 200);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['60.000', '0.000']);
    expect(await billLines(demand.needsId)).toEqual([60, 0]);

    const over = await receive(receiptOf(order, [{ qty: 41 }]));
    expect(over.status).toBe(409);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['60.000', '0.000']);

    expectStatus(await receive(receiptOf(order, [{ qty: 40 }])), 200);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['100.000', '0.000']);
    expect(await billLines(demand.needsId)).toEqual([100, 0]);
  });

  it('adds thousandths exactly', async () => {
    const demand = await approvedDemand(ctx, world.shanghai, REBAR, ['10.5']);
    const order = await openOrder(world, [{ materialId: REBAR, qty: 10.5, unitPrice: 3999.99 }]);
    await sourcedFrom(ctx, order, 0, demand.itemIds[0]!);
    for (const qty of [0.1, 0.2, 3.033, 7.167]) expectStatus(await receive(receiptOf(order, [{ qty }])), 200);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['10.500']);
  });

  it('sums the receipts of a split award’s two contracts on one demand line', async () => {
    const demand = await approvedDemand(ctx, world.shanghai, REBAR, ['100']);
    const toB = await openOrder(world, [{ materialId: REBAR, qty: 60, unitPrice: 3850.5 }]);
    const toC = await openOrder(world, [{ materialId: REBAR, qty: 40, unitPrice: 3900 }]);
    await sourcedFrom(ctx, toB, 0, demand.itemIds[0]!);
    await sourcedFrom(ctx, toC, 0, demand.itemIds[0]!);
    expectStatus(await receive(receiptOf(toB, [{ qty: 60 }])), 200);
    expectStatus(await receive(receiptOf(toC, [{ qty: 25.25 }])), 200);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['85.250']);
  });

  it('leaves demand lines alone for a contract written by hand', async () => {
    const demand = await approvedDemand(ctx, world.shanghai, REBAR, ['5']);
    const order = await openOrder(world, [{ materialId: REBAR, qty: 5, unitPrice: 3880 }]);
    expectStatus(await receive(receiptOf(order, [{ qty: 5 }])), 200);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['0.000']);
  });
});
