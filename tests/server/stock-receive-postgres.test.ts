import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedDemand, demandReceived, sourcedFrom } from './support/demand-chain.ts';
import { REBAR, SITE, balance, expectLedgerMatchesBalances } from './support/stock-world.ts';
import {
  buildReceiveWorld,
  openOrder,
  progress,
  receiptOf,
  type ReceiveWorld,
} from './support/receive-world.ts';
import { createPostgresTestApp, withoutPostgres, type PostgresTestContext } from './support/postgres-app.ts';

/**
 * Twenty concurrent receipts against one order line on a real PostgreSQL server, where (unlike PGlite's one
 * connection) the transactions really overlap: the contract, order and order-line locks must accept exactly the
 * receipts that fit, never receive beyond the line, and keep the ledger equal to the balance; receipts against
 * two contracts of one split award add every accepted quantity to their shared demand line (its row lock).
 */
const noPostgres = withoutPostgres('postgres receiving tests');

describe.skipIf(noPostgres)('receiving on PostgreSQL', () => {
  let ctx: PostgresTestContext;
  let world: ReceiveWorld;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('purchasing_receive');
    world = await buildReceiveWorld(ctx);
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(async () => expectLedgerMatchesBalances(ctx));

  it('never receives beyond an order line under twenty concurrent receipts', async () => {
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
    const row = await balance(ctx, SITE, REBAR);
    expect(row!.qty).toBe('98.000');
  });

  it('adds every receipt of two contracts to their shared demand line under twenty concurrent receipts', async () => {
    const demand = await approvedDemand(ctx, world.shanghai, REBAR, ['100']);
    const toB = await openOrder(world, [{ materialId: REBAR, qty: 60, unitPrice: 3850.5 }]);
    const toC = await openOrder(world, [{ materialId: REBAR, qty: 40, unitPrice: 3900 }]);
    await sourcedFrom(ctx, toB, 0, demand.itemIds[0]!);
    await sourcedFrom(ctx, toC, 0, demand.itemIds[0]!);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? world.keeper2 : world.keeper).as.post('/purchase/cg-order-info/stock-in/create', {
          json: receiptOf(i % 2 ? toC : toB, [{ qty: 7.001 }]),
        }),
      ),
    );
    // 60 / 7.001 → 8 receipts to B, 40 / 7.001 → 5 to C.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(13);
    expect((await progress(ctx, toB)).received).toEqual(['56.008']);
    expect((await progress(ctx, toC)).received).toEqual(['35.005']);
    expect(await demandReceived(ctx, demand.itemIds)).toEqual(['91.013']);
  });
});
