import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { expectOk } from './support/contract-world.ts';
import { signInTo, type Caller } from './support/system-fixtures.ts';
import { createTestApp, TEST_ITERATIONS, type TestContext } from './support/test-app.ts';

/**
 * The demo's finance walk with nothing but the seed's grants: `finance` finds the seeded invoice, links it to the
 * demo contract, sees the contract's invoiced amount and opens the payables; `buyer` has no 发票.
 */
let ctx: TestContext;
let finance: Caller;
let buyer: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db, { passwordIterations: TEST_ITERATIONS });
  finance = await signInTo(ctx, '000000', 'finance', DEMO_PASSWORD);
  buyer = await signInTo(ctx, '000000', 'buyer', DEMO_PASSWORD);
}, 240_000);
afterAll(async () => ctx.close());

describe('finance in the demo', () => {
  it('links the seeded invoice to the demo contract and reads the payables', async () => {
    const page = await expectOk(await finance.get('/purchase/cw-invoice/pages'));
    const invoice = page.records.find((r: { invoiceNo: string }) => r.invoiceNo === '04512377');
    expect([invoice.totalAmount, invoice.linkStatusName, invoice.allowedActions]).toEqual([
      77000,
      '未关联',
      ['edit', 'delete', 'link'],
    ]);
    const contracts = await expectOk(
      await finance.get('/purchase/cw-invoice-contract/contractList', { invoiceId: invoice.id }),
    );
    expect(contracts.map((c: { contractNo: string }) => c.contractNo)).toEqual(['HT202611160001']);
    const linked = await expectOk(
      await finance.post('/purchase/cw-invoice-contract/add', {
        json: { invoiceId: invoice.id, contractId: contracts[0].contractId, amount: 77000 },
      }),
    );
    expect(linked.linkStatusName).toBe('已关联');
    const after = await expectOk(
      await finance.get('/purchase/cw-invoice-contract/contractList', { invoiceId: invoice.id }),
    );
    expect(after[0].invoicedAmount).toBe(77000);
    expect((await finance.get('/purchase/payables/uninvoiced')).status).toBe(200);
    expect((await buyer.get('/purchase/cw-invoice/pages')).status).toBe(403);
    const routes = await finance.get('/blade-system/menu/routes');
    expect(JSON.stringify(routes.body.data)).toContain('/purchase/payables');
  });
});
