import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-supplier';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import {
  gysSupplierBankAccounts,
  gysSupplierQualifications,
  gysSuppliers,
} from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { type Names } from '../../../lib/code-names.ts';
import { csvIds } from '../../../lib/csv.ts';
import { notFound } from '../../../lib/records.ts';
import { BUSINESS_LICENCE, currentQualification } from './eligibility.ts';

/** What every part of the supplier module shares: its types, codes, and how a supplier and its rows are read. */

type Schemas = components['schemas'];
export type SupplierHeader = Schemas['SupplierHeader'];
export type SupplierDetail = Schemas['SupplierDetail'];
export type SupplierSubmit = Schemas['SupplierSubmit'];
export type Qualification = Schemas['Qualification'];
export type ExpiringQualification = Schemas['ExpiringQualification'];
export type BlacklistRequest = Schemas['BlacklistRequest'];
export type SupplierRow = typeof gysSuppliers.$inferSelect;
export type QualificationRow = typeof gysSupplierQualifications.$inferSelect;
export type BankAccountRow = typeof gysSupplierBankAccounts.$inferSelect;

export interface SupplierFilter {
  supplierCode?: string;
  supplierName?: string;
  creditCode?: string;
  supplierType?: string;
  supplierStatus?: number;
  approveStatus?: number;
  blacklistFlag?: number;
}
export type QueueFilter = Pick<SupplierFilter, 'supplierCode' | 'supplierName'>;

/** The menu codes: button permissions `gys_supplier_*` and `gys_supplier_black_*`. */
export const SUPPLIER_RESOURCE = 'gys_supplier';
export const BLACKLIST_RESOURCE = 'gys_supplier_black';
export const SUPPLIER_TYPE_DICT = 'gys_supplier_type';
export const QUAL_TYPE_DICT = 'gys_qual_type';

export const SUPPLIER_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '待准入', en: 'Awaiting admission' },
  1: { zh: '合格', en: 'Qualified' },
  2: { zh: '暂停', en: 'Suspended' },
};
export const TAXPAYER_NAMES: Record<number, Names> = {
  1: { zh: '一般纳税人', en: 'General taxpayer' },
  2: { zh: '小规模纳税人', en: 'Small-scale taxpayer' },
};
export const BLACKLIST_ACTION = { PUT_ON: 1, TAKE_OFF: 2 } as const;
export const BLACKLIST_ACTION_NAMES: Record<number, Names> = {
  1: { zh: '拉黑', en: 'Put on blacklist' },
  2: { zh: '移出黑名单', en: 'Take off blacklist' },
};

export const live = eq(gysSuppliers.isDeleted, 0);
/** The current certificates: what the editor, the detail, the expiry list and the reminders work on. */
export const liveQualification = currentQualification;
export const liveAccount = eq(gysSupplierBankAccounts.isDeleted, 0);

/** One live supplier of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findSupplier(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<SupplierRow> {
  const query = tenantScope(on, caller.tenantId).from(gysSuppliers).where(eq(gysSuppliers.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

export function qualificationsOf(on: Database | Tx, tenantId: string, supplierId: string) {
  return tenantScope(on, tenantId)
    .from(gysSupplierQualifications)
    .where(eq(gysSupplierQualifications.supplierId, supplierId), liveQualification)
    .orderBy(asc(gysSupplierQualifications.createTime), asc(gysSupplierQualifications.id));
}

export function accountsOf(on: Database | Tx, tenantId: string, supplierId: string) {
  return tenantScope(on, tenantId)
    .from(gysSupplierBankAccounts)
    .where(eq(gysSupplierBankAccounts.supplierId, supplierId), liveAccount)
    .orderBy(asc(gysSupplierBankAccounts.createTime), asc(gysSupplierBankAccounts.id));
}

/**
 * The business licence's expiry per supplier: the latest validTo of its live licences, null when one is long-term
 * (or when it has none; `has` tells the two apart).
 */
export async function licenceExpiries(on: Database | Tx, tenantId: string, supplierIds: readonly string[]) {
  const rows = supplierIds.length
    ? await tenantScope(on, tenantId)
        .from(gysSupplierQualifications, {
          supplierId: gysSupplierQualifications.supplierId,
          validTo: gysSupplierQualifications.validTo,
        })
        .where(
          and(
            inArray(gysSupplierQualifications.supplierId, [...supplierIds]),
            eq(gysSupplierQualifications.qualType, BUSINESS_LICENCE),
            liveQualification,
          ),
        )
    : [];
  const expiry = new Map<string, string | null>();
  for (const row of rows) {
    const seen = expiry.get(row.supplierId);
    if (seen === null) continue;
    if (row.validTo === null) expiry.set(row.supplierId, null);
    else if (seen === undefined || row.validTo > seen) expiry.set(row.supplierId, row.validTo);
  }
  return expiry;
}

export const categoryIdsOf = (row: Pick<SupplierRow, 'categoryIds'>) => csvIds(row.categoryIds);
