import { and, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-invoice';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { htContracts } from '../../../db/schema/contracts.ts';
import { cwInvoiceContracts, cwInvoices } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import type { Names } from '../../../lib/code-names.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the invoice module shares: its types, codes, and how an invoice, a link, a contract are read. */

type Schemas = components['schemas'];
export type InvoiceHeader = Schemas['InvoiceHeader'];
export type InvoiceDetail = Schemas['InvoiceDetail'];
export type InvoiceLink = Schemas['InvoiceLink'];
export type InvoiceSubmit = Schemas['InvoiceSubmit'];
export type InvoiceLinkSubmit = Schemas['InvoiceLinkSubmit'];
export type InvoiceAction = Schemas['InvoiceAction'];
export type InvoiceRow = typeof cwInvoices.$inferSelect;
export type LinkRow = typeof cwInvoiceContracts.$inferSelect;
export type ContractRow = typeof htContracts.$inferSelect;

/** The menu code: buttons `cw_invoice_view`, `_add`, `_edit`, `_delete`, `_export`, `_link`. */
export const INVOICE_RESOURCE = 'cw_invoice';
export const INVOICE_TYPE_DICT = 'cw_invoice_type';
/** 数电票 (fully digital e-invoices): a 20-digit number and no code; every other type is a paper invoice. */
export const DIGITAL_TYPES: readonly string[] = ['3', '4'];

export const LINK_STATUS = { NONE: 0, PARTLY: 1, FULLY: 2 } as const;
export const LINK_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '未关联', en: 'Not linked' },
  1: { zh: '部分关联', en: 'Partly linked' },
  2: { zh: '已关联', en: 'Fully linked' },
};

/** Contracts an invoice may link to: approved (5) and not voided (status 4). */
export const APPROVED = 5;
export const VOIDED = 4;

export const liveInvoice = eq(cwInvoices.isDeleted, 0);
export const liveLink = eq(cwInvoiceContracts.isDeleted, 0);

/** One live invoice of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findInvoice(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
) {
  const query = tenantScope(on, caller.tenantId).from(cwInvoices).where(eq(cwInvoices.id, id), liveInvoice);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

export async function findLink(on: Database | Tx, caller: Pick<Caller, 'tenantId'>, id: string) {
  const [row] = await tenantScope(on, caller.tenantId)
    .from(cwInvoiceContracts)
    .where(eq(cwInvoiceContracts.id, id), liveLink);
  if (!row) throw notFound(id);
  return row;
}

/** A live contract of the tenant (404 otherwise), under a row lock when asked. */
export async function findContract(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
) {
  const query = tenantScope(on, caller.tenantId)
    .from(htContracts)
    .where(eq(htContracts.id, id), eq(htContracts.isDeleted, 0));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

/** Σ live links of an invoice or of a contract, exact. */
export async function linkedSum(tx: Tx, tenantId: string, by: 'invoice' | 'contract', id: string) {
  const column = by === 'invoice' ? cwInvoiceContracts.invoiceId : cwInvoiceContracts.contractId;
  const [row] = await tenantScope(tx, tenantId)
    .from(cwInvoiceContracts, { total: sql<string>`coalesce(sum(${cwInvoiceContracts.amount}), 0)::text` })
    .where(and(eq(column, id), liveLink));
  return row?.total ?? '0';
}

/** 未关联 / 部分关联 / 已关联 from what is linked of the total. */
export function linkStatusOf(linked: string, total: string): number {
  if (compareDecimal(linked, '0') <= 0) return LINK_STATUS.NONE;
  return compareDecimal(linked, total) >= 0 ? LINK_STATUS.FULLY : LINK_STATUS.PARTLY;
}

/**
 * After a link write, in its transaction and under both row locks: the invoice's linkedAmount and linkStatus and
 * the contract's invoicedAmount are recomputed from the live links (never adjusted by a delta, so they cannot drift).
 */
export async function recomputeLinked(
  tx: Tx,
  caller: Caller,
  invoice: InvoiceRow,
  contractId: string,
  now: Date,
) {
  const scope = tenantScope(tx, caller.tenantId);
  const linkedAmount = await linkedSum(tx, caller.tenantId, 'invoice', invoice.id);
  await scope.update(
    cwInvoices,
    {
      linkedAmount,
      linkStatus: linkStatusOf(linkedAmount, invoice.totalAmount),
      updateUser: caller.userId,
      updateTime: now,
    },
    eq(cwInvoices.id, invoice.id),
  );
  const invoicedAmount = await linkedSum(tx, caller.tenantId, 'contract', contractId);
  await scope.update(htContracts, { invoicedAmount }, eq(htContracts.id, contractId));
}
