import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-supplement';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import {
  htContractSupplementFiles,
  htContractSupplementItems,
  htContractSupplements,
} from '../../../db/schema/supplements.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the supplement module shares: its types, codes, and how a supplement and its parts are read. */

type Schemas = components['schemas'];
export type SupplementHeader = Schemas['SupplementHeader'];
export type SupplementDetail = Schemas['SupplementDetail'];
export type SupplementItem = Schemas['SupplementItem'];
export type SupplementSubmit = Schemas['SupplementSubmit'];
export type SupplementRow = typeof htContractSupplements.$inferSelect;
export type SupplementItemRow = typeof htContractSupplementItems.$inferSelect;

/** The menu code (button permissions `ht_contract_supplement_*`). */
export const SUPPLEMENT_RESOURCE = 'ht_contract_supplement';
export const NUMBER_PREFIX = 'BC';

/** 1 数量/价格变更, 2 新增物料, 3 延期, 4 条款变更: derived from what the supplement holds, never chosen. */
export const CHANGE_TYPE = { LINES: 1, NEW_LINES: 2, EXTENSION: 3, TERMS: 4 } as const;
const CHANGE_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '数量/价格变更', en: 'Quantity/price change' },
  2: { zh: '新增物料', en: 'New lines' },
  3: { zh: '延期', en: 'Extension' },
  4: { zh: '条款变更', en: 'Term change' },
};

export function changeTypesOf(parts: {
  changedLines: number;
  newLines: number;
  newEndDate: string | null;
  termChange: string;
}): number[] {
  const types: number[] = [];
  if (parts.changedLines) types.push(CHANGE_TYPE.LINES);
  if (parts.newLines) types.push(CHANGE_TYPE.NEW_LINES);
  if (parts.newEndDate) types.push(CHANGE_TYPE.EXTENSION);
  if (parts.termChange) types.push(CHANGE_TYPE.TERMS);
  return types;
}

export const parseChangeTypes = (text: string) => text.split(',').filter(Boolean).map(Number);
export const changeTypeNames = (types: readonly number[], lang: Lang) =>
  types.map((t) => codeName(CHANGE_TYPE_NAMES, t, lang)).join(lang === 'en' ? ', ' : '、');

export const liveSupplement = eq(htContractSupplements.isDeleted, 0);

/** One live supplement of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findSupplement(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<SupplementRow> {
  const query = tenantScope(on, caller.tenantId)
    .from(htContractSupplements)
    .where(eq(htContractSupplements.id, id), liveSupplement);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

export function supplementItemsOf(on: Database | Tx, tenantId: string, supplementId: string) {
  return tenantScope(on, tenantId)
    .from(htContractSupplementItems)
    .where(
      eq(htContractSupplementItems.supplementId, supplementId),
      eq(htContractSupplementItems.isDeleted, 0),
    )
    .orderBy(asc(htContractSupplementItems.lineNo), asc(htContractSupplementItems.id));
}

export function supplementFilesOf(on: Database | Tx, tenantId: string, supplementId: string) {
  return tenantScope(on, tenantId)
    .from(htContractSupplementFiles)
    .where(
      eq(htContractSupplementFiles.supplementId, supplementId),
      eq(htContractSupplementFiles.isDeleted, 0),
    )
    .orderBy(asc(htContractSupplementFiles.createTime), asc(htContractSupplementFiles.id));
}
