import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import { cwPayments } from '../../src/server/db/schema/finance.ts';
import { expectOk } from './support/contract-world.ts';
import { INVOICE_CODES, invoiceBody, type InvoiceWorld } from './support/invoice-world.ts';
import { grantMenus, seededOrganisation } from './support/needs-world.ts';
import {
  approvedPayment,
  buildPaymentWorld,
  newPayment,
  payableContract,
  paymentBody,
  type PaymentWorld,
} from './support/payment-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Model I17 against finance: a contract with an invoice linked or a payment request (not voided) cannot be voided,
 * and one with a payment request in approval cannot be terminated — 409 naming them, in zh and en, nothing written.
 */
let ctx: TestContext;
let admin: Caller;
let world: PaymentWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildPaymentWorld(ctx, admin);
  // Finance also registers invoices and links them here (role/grant replaces the role's whole set).
  const { role } = await seededOrganisation(ctx);
  await grantMenus(ctx, admin, [role('finance')], ['cw_payment', 'cw_payment_view', ...INVOICE_CODES]);
}, 120_000);
afterAll(() => ctx.close());

const voidIt = (id: string, as = world.buyer.as) =>
  as.post(`/purchase/ht-contract/cancel/${id}`, { json: { reason: '重复录入' } });
const terminate = (id: string, as = world.buyer.as) =>
  as.post(`/purchase/ht-contract/termination/${id}`, { json: { reason: '项目暂停' } });
const english = () => caller(ctx, world.buyer.as.token, 'en');
const statusOf = async (id: string) =>
  (await ctx.database.db.select().from(htContracts).where(eq(htContracts.id, id)))[0]!.contractStatus;

describe('voiding a contract money was claimed against', () => {
  it('refuses once an invoice is linked, naming the invoice', async () => {
    const contract = await payableContract(world, ctx);
    const invoice = await expectOk(
      await world.finance.as.post('/purchase/cw-invoice/add', {
        json: invoiceBody(world as unknown as InvoiceWorld, {
          amountExclTax: 4000,
          taxAmount: 520,
          totalAmount: 4520,
        }),
      }),
    );
    await expectOk(
      await world.finance.as.post('/purchase/cw-invoice-contract/add', {
        json: { invoiceId: invoice.id, contractId: contract.id, amount: 4520 },
      }),
    );
    const refused = await voidIt(contract.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`合同已关联发票 ${invoice.invoiceNo},不能作废 (请先取消发票关联)`);
    const en = await voidIt(contract.id, english());
    expect(en.status).toBe(409);
    expect(en.body.msg).toBe(
      `Invoices are linked to the contract (${invoice.invoiceNo}); it cannot be voided (unlink them first)`,
    );
    expect(await statusOf(contract.id)).toBe(1);
    // The buttons offered follow the same rule: terminate still, void no more.
    const detail = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${contract.id}`));
    expect(detail.operations).toEqual(['order', 'terminate']);
  });

  it('refuses while a payment request exists, a draft too; a voided or deleted one no longer counts', async () => {
    const contract = await payableContract(world, ctx);
    const approved = await approvedPayment(world, contract.id, { applyAmount: 1200 });
    const draft = await newPayment(world, contract.id, { applyAmount: 300 });
    const refused = await voidIt(contract.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `合同已有付款申请 ${approved.paymentNo}, ${draft.paymentNo},不能作废 (请先作废付款申请)`,
    );
    const en = await voidIt(contract.id, english());
    expect(en.body.msg).toBe(
      `The contract has payment requests (${approved.paymentNo}, ${draft.paymentNo}); it cannot be voided (void the requests first)`,
    );
    await expectOk(
      await world.buyer.as.post('/purchase/cw-payment/cancel', {
        json: { id: approved.id, reason: '重复申请' },
      }),
    );
    const stillDraft = await voidIt(contract.id);
    expect(stillDraft.status).toBe(409);
    expect(stillDraft.body.msg).toContain(draft.paymentNo);
    expect(stillDraft.body.msg).not.toContain(approved.paymentNo);
    await expectOk(await world.buyer.as.post(`/purchase/cw-payment/delete/${draft.id}`));
    const voided = await expectOk(await voidIt(contract.id));
    expect(voided.contractStatus).toBe(4);
  });

  it('a void and a draft request racing on one contract: exactly one of them wins', async () => {
    const contract = await payableContract(world, ctx);
    const [voiding, saving] = await Promise.all([
      voidIt(contract.id),
      world.buyer.as.post('/purchase/cw-payment/add', { json: paymentBody(world, contract.id) }),
    ]);
    const requests = await ctx.database.db
      .select()
      .from(cwPayments)
      .where(eq(cwPayments.contractId, contract.id));
    if (voiding.status === 200) {
      expect(saving.status).toBe(400);
      expect(requests).toHaveLength(0);
      expect(await statusOf(contract.id)).toBe(4);
    } else {
      expect(voiding.status).toBe(409);
      expect(saving.status).toBe(200);
      expect(requests).toHaveLength(1);
      expect(await statusOf(contract.id)).toBe(1);
    }
  });
});

describe('terminating a contract with a payment request in approval', () => {
  it('refuses while the request waits at any level, naming it; terminates once it is decided', async () => {
    const contract = await payableContract(world, ctx);
    const draft = await newPayment(world, contract.id, { applyAmount: 500 });
    // A draft is not in approval: nothing was checked against the contract yet, so it does not hold termination.
    const pending = await newPayment(world, contract.id, { applyAmount: 800 });
    await expectOk(
      await world.buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id: pending.id } }),
    );
    const refused = await terminate(contract.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`合同有审批中的付款申请 ${pending.paymentNo},请待审批结束或撤回后再终止`);
    expect(refused.body.msg).not.toContain(draft.paymentNo);
    const detail = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${contract.id}`));
    expect(detail.operations).toEqual(['order']);
    await expectOk(
      await world.director.as.post('/purchase/cw-payment/approve', { json: { id: pending.id, status: 1 } }),
    );
    const en = await terminate(contract.id, english());
    expect(en.status).toBe(409);
    expect(en.body.msg).toBe(
      `Payment requests on the contract are in approval (${pending.paymentNo}); terminate once they are decided or withdrawn`,
    );
    expect(await statusOf(contract.id)).toBe(1);
    for (const who of [world.areaManager, world.manager])
      await expectOk(
        await who.as.post('/purchase/cw-payment/approve', { json: { id: pending.id, status: 1 } }),
      );
    const offered = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${contract.id}`));
    expect(offered.operations).toEqual(['order', 'terminate']);
    const done = await expectOk(await terminate(contract.id));
    expect(done.contractStatus).toBe(3);
  });
});
