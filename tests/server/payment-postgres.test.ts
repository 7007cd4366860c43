import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from './support/contract-world.ts';
import {
  approvedPayment,
  buildPaymentWorld,
  contractMoney,
  newPayment,
  payableContract,
  type PaymentWorld,
} from './support/payment-world.ts';
import { caller } from './support/system-fixtures.ts';
import { signIn } from './support/test-app.ts';
import { createPostgresTestApp, withoutPostgres, type PostgresTestContext } from './support/postgres-app.ts';

/**
 * The payment conservation rules on a real PostgreSQL server, where (unlike PGlite's one connection) the
 * transactions really overlap: twenty requests submitted at once on one contract, of which exactly those that fit
 * its total are accepted (the contract's row lock), and concurrent paid records on one request (its row lock).
 */
const noPostgres = withoutPostgres('postgres payment tests');

describe.skipIf(noPostgres)('payments on PostgreSQL', () => {
  let ctx: PostgresTestContext;
  let world: PaymentWorld;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('purchasing_payment');
    world = await buildPaymentWorld(ctx, caller(ctx, (await signIn(ctx.app)).access_token));
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('accepts exactly the requests that fit the contract total when twenty are submitted at once', async () => {
    const contract = await payableContract(world, ctx, '10000.00');
    const drafts: string[] = [];
    for (let i = 0; i < 20; i++) drafts.push((await newPayment(world, contract.id, { applyAmount: 700 })).id);
    const answers = await Promise.all(
      drafts.map((id) => world.buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(14); // 14 × 700 = 9 800 ≤ 10 000
    expect(answers.filter((a) => a.status === 400)).toHaveLength(6);
    expect((await contractMoney(ctx, contract.id)).applied).toBe('9800.00');
  }, 120_000);

  it('never pays beyond a request under concurrent paid records', async () => {
    const contract = await payableContract(world, ctx, '10000.00');
    const p = await approvedPayment(world, contract.id, { applyAmount: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? world.finance2 : world.finance).as.post('/purchase/cw-paid/add', {
          json: { paymentId: p.id, paidAmount: 300, paidDate: '2026-11-20', payMethod: '1' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const request = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(request.paidAmount).toBe(900);
    expect((await contractMoney(ctx, contract.id)).paid).toBe('900.00');
  }, 120_000);
});
