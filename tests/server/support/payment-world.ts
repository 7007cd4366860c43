import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cgOrders, htContracts } from '../../../src/server/db/schema/contracts.ts';
import { params } from '../../../src/server/db/schema/platform.ts';
import { INVOICE_BEFORE_PAYMENT_KEY } from '../../../src/server/lib/param-keys.ts';
import { approvedContract, buildContractWorld, expectOk, insertSupplier } from './contract-world.ts';
import { grantMenus, seededOrganisation, signedInPerson, TENANT } from './needs-world.ts';
import type { Caller } from './system-fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * The payment world: the contract world plus the cw_payment buttons for the purchaser and the approvers, the
 * cw_paid buttons for finance, and contracts whose received / invoiced figures are set directly.
 *
 * TEST FIXTURE: receiving (stock-in against orders) and invoices are other developers' issues, built at the same
 * time; until they land, `setContractProgress` writes the contract's received, invoiced and last-receipt columns
 * (and an order's received amount) the way those modules will.
 */
const contractCodes = [
  'ht_contract',
  ...[
    'view',
    'add',
    'edit',
    'delete',
    'submit',
    'approve',
    'reject',
    'cancel',
    'export',
    'import',
    'order',
    'terminate',
    'void',
  ].map((s) => `ht_contract_${s}`),
  'cg_order',
  'cg_order_view',
  'cg_order_close',
];
const paymentCodes = (suffixes: string[]) => ['cw_payment', ...suffixes.map((s) => `cw_payment_${s}`)];
const paidCodes = ['cw_paid', 'cw_paid_view', 'cw_paid_add', 'cw_paid_edit', 'cw_paid_delete'];

export async function buildPaymentWorld(ctx: TestContext, admin: Caller) {
  const world = await buildContractWorld(ctx, admin);
  const { role } = await seededOrganisation(ctx);
  // role/grant replaces a role's menus: each role gets its whole set in one grant.
  await grantMenus(
    ctx,
    admin,
    [role('purchaser')],
    [...contractCodes, ...paymentCodes(['view', 'add', 'edit', 'delete', 'submit', 'cancel', 'void'])],
  );
  await grantMenus(ctx, admin, ['director', 'area_manager', 'manager', 'purchase_admin'].map(role), [
    ...contractCodes,
    ...paymentCodes(['view', 'approve', 'reject']),
  ]);
  await grantMenus(ctx, admin, [role('finance')], [...paymentCodes(['view']), ...paidCodes]);
  const finance = await signedInPerson(ctx, admin, 'fin', role('finance'), world.depts.company, {
    realName: '财务吴',
  });
  const finance2 = await signedInPerson(ctx, admin, 'fin2', role('finance'), world.depts.company, {
    realName: 'fin2',
  });
  return { ...world, finance, finance2, stranger: await insertSupplier(ctx, '无关供应商有限公司') };
}
export type PaymentWorld = Awaited<ReturnType<typeof buildPaymentWorld>>;

/** TEST FIXTURE (see the header): what receiving and invoicing will write on the contract. */
export async function setContractProgress(
  ctx: TestContext,
  contractId: string,
  progress: { received?: string; invoiced?: string; lastReceiptDate?: string | null },
) {
  await ctx.database.db
    .update(htContracts)
    .set({
      ...(progress.received === undefined ? {} : { receivedAmount: progress.received }),
      ...(progress.invoiced === undefined ? {} : { invoicedAmount: progress.invoiced }),
      ...(progress.lastReceiptDate === undefined ? {} : { lastReceiptDate: progress.lastReceiptDate }),
    })
    .where(eq(htContracts.id, contractId));
}

/** TEST FIXTURE: an order's received amount, as receiving will write it. */
export async function setOrderReceived(ctx: TestContext, orderId: string, received: string) {
  await ctx.database.db.update(cgOrders).set({ receivedAmount: received }).where(eq(cgOrders.id, orderId));
}

export async function setInvoiceBeforePayment(ctx: TestContext, on: boolean) {
  await ctx.database.db
    .update(params)
    .set({ paramValue: on ? 'true' : 'false' })
    .where(eq(params.paramKey, INVOICE_BEFORE_PAYMENT_KEY));
  const [row] = await ctx.database.db
    .select()
    .from(params)
    .where(eq(params.paramKey, INVOICE_BEFORE_PAYMENT_KEY));
  expect(row?.tenantId).toBe(TENANT);
}

/**
 * An approved contract of 10 000.00 (2.5 t rebar at 4 000), terms 预付款 20 % / 到货款 75 % / 质保金 5 % after 365
 * days, with `received` goods on record.
 */
export async function payableContract(world: PaymentWorld, ctx: TestContext, received = '8000.00') {
  const contract = await approvedContract(world, {
    items: [{ materialId: '41000001', qty: 2.5, unitPrice: 4000 }],
    payTerms: [
      { payContent: '1', ratio: 20, payCondition: '签订后' },
      { payContent: '3', ratio: 75, payCondition: '到货后' },
      { payContent: '5', ratio: 5, payCondition: '质保期满', dueDays: 365 },
    ],
  });
  await setContractProgress(ctx, contract.id as string, { received, lastReceiptDate: '2026-11-01' });
  return contract;
}

export function paymentBody(
  world: PaymentWorld,
  contractId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    contractId,
    payContent: '3',
    applyAmount: 1000,
    payeeAccountId: world.supplier.accountId,
    expectedPayDate: '2026-12-10',
    applyReason: '到货验收合格,支付到货款',
    ...overrides,
  };
}

export async function newPayment(
  world: PaymentWorld,
  contractId: string,
  overrides: Record<string, unknown> = {},
) {
  return expectOk(
    await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contractId, overrides),
    }),
  );
}

/** A request submitted and approved by director, area manager and manager. */
export async function approvedPayment(
  world: PaymentWorld,
  contractId: string,
  overrides: Record<string, unknown> = {},
) {
  const payment = await newPayment(world, contractId, overrides);
  await expectOk(
    await world.buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id: payment.id } }),
  );
  for (const who of [world.director, world.areaManager, world.manager])
    await expectOk(
      await who.as.post('/purchase/cw-payment/approve', {
        json: { id: payment.id, status: 1, opinion: '同意' },
      }),
    );
  return payment;
}

/** The contract's money columns as stored (applied and paid are recomputed by the payment module). */
export async function contractMoney(ctx: TestContext, contractId: string) {
  const [row] = await ctx.database.db.select().from(htContracts).where(eq(htContracts.id, contractId));
  return { applied: row!.appliedAmount, paid: row!.paidAmount, total: row!.totalAmount };
}
