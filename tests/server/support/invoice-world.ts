import { eq } from 'drizzle-orm';
import { htContracts } from '../../../src/server/db/schema/contracts.ts';
import { params } from '../../../src/server/db/schema/platform.ts';
import { INVOICE_BEFORE_PAYMENT_KEY } from '../../../src/server/lib/param-keys.ts';
import { approvedContract, buildContractWorld, expectOk, type ContractWorld } from './contract-world.ts';
import { grantMenus, seededOrganisation, signedInPerson, TENANT } from './needs-world.ts';
import type { Caller } from './system-fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * The invoice world: the contract world (buyer, approvers, suppliers) plus a finance person granted 发票 (with
 * export and link) and 应付账款, and helpers to register invoices and link them.
 */
export const INVOICE_CODES = [
  'cw_invoice',
  ...['view', 'add', 'edit', 'delete', 'export', 'link'].map((s) => `cw_invoice_${s}`),
  'cw_payables',
  'cw_payables_view',
  'cw_payables_export',
];

let invoiceSeq = 0;

export async function buildInvoiceWorld(ctx: TestContext, admin: Caller) {
  const contracts = await buildContractWorld(ctx, admin);
  const { role } = await seededOrganisation(ctx);
  await grantMenus(ctx, admin, [role('finance')], INVOICE_CODES);
  const finance = await signedInPerson(ctx, admin, 'fin_wu', role('finance'), contracts.depts.company, {
    realName: '吴财务',
  });
  return { ...contracts, finance };
}
export type InvoiceWorld = ContractWorld & { finance: Awaited<ReturnType<typeof signedInPerson>> };

/** A paper 专票 of the world's supplier: 40 000.00 + 5 200.00 = 45 200.00, a fresh 8-digit number each time. */
export function invoiceBody(world: InvoiceWorld, overrides: Record<string, unknown> = {}) {
  invoiceSeq += 1;
  return {
    invoiceType: '1',
    invoiceNo: String(10_000_000 + invoiceSeq),
    invoiceCode: '3100231130',
    supplierId: world.supplier.id,
    buyerId: world.depts.company,
    invoiceDate: '2026-11-20',
    amountExclTax: 40000,
    taxRate: 13,
    taxAmount: 5200,
    totalAmount: 45200,
    ...overrides,
  };
}

export async function newInvoice(world: InvoiceWorld, overrides: Record<string, unknown> = {}) {
  return expectOk(
    await world.finance.as.post('/purchase/cw-invoice/add', { json: invoiceBody(world, overrides) }),
  );
}

export const link = (world: InvoiceWorld, json: Record<string, unknown>) =>
  world.finance.as.post('/purchase/cw-invoice-contract/add', { json });

export async function contractRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(htContracts).where(eq(htContracts.id, id));
  return row!;
}

/** 先票后款 on or off, as 参数管理 stores it. */
export async function setInvoiceBeforePayment(ctx: TestContext, on: boolean) {
  const db = ctx.database.db;
  await db.delete(params).where(eq(params.paramKey, INVOICE_BEFORE_PAYMENT_KEY));
  await db.insert(params).values({
    id: '79100001',
    tenantId: TENANT,
    paramName: '先票后款',
    paramKey: INVOICE_BEFORE_PAYMENT_KEY,
    paramValue: on ? 'true' : 'false',
  });
}

export { approvedContract, expectOk };
