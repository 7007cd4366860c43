import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedContract,
  buildInvoiceWorld,
  contractRow,
  expectOk,
  link,
  newInvoice,
  type InvoiceWorld,
} from './support/invoice-world.ts';
import { caller } from './support/system-fixtures.ts';
import { signIn } from './support/test-app.ts';
import { createPostgresTestApp, withoutPostgres, type PostgresTestContext } from './support/postgres-app.ts';

/**
 * Concurrent links on a real PostgreSQL server, where (unlike PGlite's one connection) the transactions really
 * overlap: the invoice's and the contract's row locks must keep Σ links within each total, with the link status
 * and the contract's invoicedAmount equal to the links that went through.
 */
const noPostgres = withoutPostgres('postgres invoice tests');

describe.skipIf(noPostgres)('invoice links on PostgreSQL', () => {
  let ctx: PostgresTestContext;
  let world: InvoiceWorld;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('purchasing_invoice');
    world = await buildInvoiceWorld(ctx, caller(ctx, (await signIn(ctx.app)).access_token));
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps Σ links within one invoice under concurrent links', async () => {
    const contract = await approvedContract(world); // 49 478.04
    const invoice = await newInvoice(world); // 45 200.00
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 10000 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    const detail = await expectOk(await world.finance.as.get(`/purchase/cw-invoice/${invoice.id}`));
    expect([detail.linkedAmount, detail.linkStatus, detail.links.length]).toEqual([40000, 1, 4]);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('40000.00');
  });

  it('keeps Σ links within one contract under concurrent links from many invoices', async () => {
    const contract = await approvedContract(world);
    const invoices = [];
    for (let i = 0; i < 10; i++) invoices.push(await newInvoice(world));
    const answers = await Promise.all(
      invoices.map((inv) => link(world, { invoiceId: inv.id, contractId: contract.id, amount: 10000 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('40000.00');
  });

  it('never deadlocks links and unlinks crossing one invoice and one contract', async () => {
    const contract = await approvedContract(world);
    const invoice = await newInvoice(world);
    const first = await expectOk(
      await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 5000 }),
    );
    const answers = await Promise.all([
      world.finance.as.post(`/purchase/cw-invoice-contract/delete/${first.links[0].id}`),
      ...Array.from({ length: 6 }, () =>
        link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 1000 }),
      ),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('6000.00');
  });
});
