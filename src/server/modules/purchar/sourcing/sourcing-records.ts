import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-sourcing';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import {
  SOURCING_STATUS,
  cgSourcing,
  cgSourcingItems,
  cgSourcingOffers,
  cgSourcingSuppliers,
} from '../../../db/schema/sourcing.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { isEditable } from '../../../domain/approval/approval-codes.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { cstDay } from '../../../domain/values.ts';
import { AppError } from '../../../http/errors.ts';
import type { Names } from '../../../lib/code-names.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the sourcing module shares: its types, codes, and how a bill and its parts are read. */
type Schemas = components['schemas'];
export type SourcingRowOut = Schemas['SourcingRow'];
export type SourcingDetail = Schemas['SourcingDetail'];
export type SourcingItemOut = Schemas['SourcingItem'];
export type InvitedSupplierOut = Schemas['InvitedSupplier'];
export type OfferOut = Schemas['Offer'];
export type OfferInput = Schemas['OfferInput'];
export type Matrix = Schemas['Matrix'];
export type SourcingRow = typeof cgSourcing.$inferSelect;
export type ItemRow = typeof cgSourcingItems.$inferSelect;
export type OfferRow = typeof cgSourcingOffers.$inferSelect;
export type InvitedRow = typeof cgSourcingSuppliers.$inferSelect;

/** The menu code (button permissions `cg_sourcing_*`). */
export const SOURCING_RESOURCE = 'cg_sourcing';
/** 询比价: needs three valid offers per line or a reason (I10). */
export const RFQ = '2';
export const QUOTE_STATUS = { NONE: 0, QUOTED: 1, DECLINED: 2 } as const;

export const SOURCING_STATUS_NAMES: Record<number, Names> = {
  1: { zh: '进行中', en: 'Open' },
  2: { zh: '已定标', en: 'Awarded' },
  3: { zh: '已作废', en: 'Voided' },
};
export const QUOTE_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '未报价', en: 'Not quoted' },
  1: { zh: '已报价', en: 'Quoted' },
  2: { zh: '放弃报价', en: 'Declined' },
};
export const CONTRACT_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '未生成', en: 'None' },
  1: { zh: '部分生成', en: 'Partly made' },
  2: { zh: '已生成', en: 'Made' },
};

export const live = eq(cgSourcing.isDeleted, 0);
export const liveItem = eq(cgSourcingItems.isDeleted, 0);
export const liveOffer = eq(cgSourcingOffers.isDeleted, 0);
export const liveInvited = eq(cgSourcingSuppliers.isDeleted, 0);

/** The caller's calendar day (UTC+8), the day offers' validity and licences are judged on. */
export const todayOf = (clock: () => Date) => cstDay(clock());

/** An offer counts when it has not expired (no validUntil = open-ended). */
export const isValidOffer = (offer: { validUntil: string | null }, today: string) =>
  offer.validUntil === null || offer.validUntil >= today;

/**
 * round(unitPrice / (1 + taxRate / 100), 4), half-up, exactly: prices have 4 decimals and rates 2, so in units
 * of 0.0001 the result is price × 10⁴ / (10⁴ + rate in units of 0.01).
 */
export function priceExclTax(unitPrice: string, taxRate: string): string {
  const price = parseDecimal(unitPrice)!;
  const rate = parseDecimal(taxRate)!;
  const p = price.units * 10n ** BigInt(4 - price.scale);
  const r = rate.units * 10n ** BigInt(2 - rate.scale);
  const num = p * 10000n;
  const den = 10000n + r;
  const units = (2n * num + den) / (2n * den);
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** One live sourcing bill of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findSourcing(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<SourcingRow> {
  const query = tenantScope(on, caller.tenantId).from(cgSourcing).where(eq(cgSourcing.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

/**
 * The bill under its row lock, for a change by its owner: 403 for anyone else, 409 once submitted, approved or
 * voided. Every change takes this lock first, so changes, submission and voiding of one bill queue.
 */
export async function lockEditable(tx: Tx, caller: Caller, id: string): Promise<SourcingRow> {
  const row = await findSourcing(tx, caller, id, true);
  if (row.purchaserId !== caller.userId) throw new AppError(403, 'srcNotOwner');
  if (!isEditable(row.approveStatus) || row.sourcingStatus !== SOURCING_STATUS.OPEN) {
    throw new AppError(409, 'srcNotEditable', row.sourcingNo);
  }
  return row;
}

/** A bill's live lines in lineNo order (under row locks when asked). */
export function itemsOf(on: Database | Tx, tenantId: string, sourcingId: string, lock = false) {
  const query = tenantScope(on, tenantId)
    .from(cgSourcingItems)
    .where(eq(cgSourcingItems.sourcingId, sourcingId), liveItem)
    .orderBy(asc(cgSourcingItems.lineNo), asc(cgSourcingItems.id));
  return lock ? query.for('update') : query;
}

/** The invited suppliers of a bill, in invitation order. */
export function invitedOf(on: Database | Tx, tenantId: string, sourcingId: string) {
  return tenantScope(on, tenantId)
    .from(cgSourcingSuppliers)
    .where(eq(cgSourcingSuppliers.sourcingId, sourcingId), liveInvited)
    .orderBy(asc(cgSourcingSuppliers.createTime), asc(cgSourcingSuppliers.id));
}

/** The live offers of a bill (optionally of some suppliers). */
export function offersOf(on: Database | Tx, tenantId: string, sourcingId: string, supplierIds?: string[]) {
  return tenantScope(on, tenantId)
    .from(cgSourcingOffers)
    .where(
      and(
        eq(cgSourcingOffers.sourcingId, sourcingId),
        liveOffer,
        supplierIds ? inArray(cgSourcingOffers.supplierId, supplierIds) : undefined,
      ),
    );
}

/** 409 naming the supplier unless it is invited to the bill. */
export async function assertInvited(tx: Tx, tenantId: string, sourcingId: string, supplierIds: string[]) {
  const invited = new Set((await invitedOf(tx, tenantId, sourcingId)).map((row) => row.supplierId));
  const missing = supplierIds.find((id) => !invited.has(id));
  if (!missing) return;
  const [supplier] = await tenantScope(tx, tenantId)
    .from(gysSuppliers, { name: gysSuppliers.supplierName })
    .where(eq(gysSuppliers.id, missing));
  throw new AppError(409, 'srcSupplierNotInvited', supplier?.name ?? missing);
}
