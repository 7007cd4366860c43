import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import { cwPayments } from '../../src/server/db/schema/finance.ts';
import {
  buildPaymentWorld,
  payableContract,
  paymentBody,
  type PaymentWorld,
} from './support/payment-world.ts';
import { caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * I17 on a real PostgreSQL server, where the transactions really overlap: voiding a contract while ten payment
 * drafts are saved on it. The contract's row lock orders them: either it is void and no request was written, or
 * it stays in force with every request that got in before the void was refused.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('postgres contract guard tests skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!url)('contract guards on PostgreSQL', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let world: PaymentWorld;
  const name = `purchasing_contract_guards_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    ctx = await createTestApp({}, { databaseUrl: target.toString() });
    world = await buildPaymentWorld(ctx, caller(ctx, (await signIn(ctx.app)).access_token));
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('never leaves a void contract with a payment request, whichever comes first', async () => {
    for (let round = 0; round < 3; round++) {
      const contract = await payableContract(world, ctx);
      const saves = Array.from({ length: 10 }, () =>
        world.buyer.as.post('/purchase/cw-payment/add', {
          json: paymentBody(world, contract.id, { applyAmount: 100 }),
        }),
      );
      const voiding = world.buyer.as.post(`/purchase/ht-contract/cancel/${contract.id}`, {
        json: { reason: '重复录入' },
      });
      const [voided, ...saved] = await Promise.all([voiding, ...saves]);
      const db = ctx.database.db;
      const [row] = await db.select().from(htContracts).where(eq(htContracts.id, contract.id));
      const requests = await db.select().from(cwPayments).where(eq(cwPayments.contractId, contract.id));
      expect(requests).toHaveLength(saved.filter((s) => s.status === 200).length);
      if (voided.status === 200) {
        expect(row!.contractStatus).toBe(4);
        expect(requests).toHaveLength(0);
        expect(saved.every((s) => s.status === 400)).toBe(true);
      } else {
        expect(voided.status).toBe(409);
        expect(row!.contractStatus).toBe(1);
        expect(requests.length).toBeGreaterThan(0);
      }
    }
  });
});
