import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-needs';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { multiplyDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the demand bill module shares: its types, codes, and how a bill and its lines are read. */

type Schemas = components['schemas'];
export type NeedsHeader = Schemas['NeedsHeader'];
export type NeedsDetail = Schemas['NeedsDetail'];
export type NeedsItem = Schemas['NeedsItem'];
export type NeedsSubmit = Schemas['NeedsSubmit'];
export type NeedsImport = Schemas['NeedsImport'];
export type NeedsRow = typeof cgNeeds.$inferSelect;
export type ItemRow = typeof cgNeedsItems.$inferSelect;

export interface NeedsFilter {
  needsNo?: string;
  title?: string;
  approveStatus?: number;
  execStatus?: number;
  deptId?: string;
  mine?: number;
  /** 1 = 已办: bills the caller decided on at an approval level. */
  done?: number;
  createTimeFrom?: string;
  createTimeTo?: string;
  needDateFrom?: string;
  needDateTo?: string;
}
export type QueueFilter = Pick<NeedsFilter, 'needsNo' | 'title' | 'deptId'>;

/** The menu code (button permissions `cg_needs_*`) and the data-scope resource of the list. */
export const NEEDS_RESOURCE = 'cg_needs';
export const BUSINESS_TYPE_DICT = 'business_type';
export const ITEM_NORMAL = 1;
export const ITEM_REJECTED = 2;

export const EXEC_NAMES: Record<number, Names> = {
  0: { zh: '待执行', en: 'To execute' },
  1: { zh: '执行中', en: 'Executing' },
  2: { zh: '已完成', en: 'Completed' },
  3: { zh: '已作废', en: 'Voided' },
};
export const ITEM_NAMES: Record<number, Names> = {
  1: { zh: '正常', en: 'Normal' },
  2: { zh: '已驳回', en: 'Rejected' },
  3: { zh: '已关闭', en: 'Closed' },
};

export const live = eq(cgNeeds.isDeleted, 0);
export const liveItem = eq(cgNeedsItems.isDeleted, 0);

/** round(qty × price, 2) half-up, exactly; no price, no amount. */
export const lineAmount = (qty: string, price: string | null) =>
  price === null ? null : multiplyDecimal(qty, price, 2);

/** Header totals over the lines that count (not rejected, not closed), exactly. */
export function totalsOf(lines: { qty: string; estimatedAmount: string | null; itemStatus: number }[]) {
  const counted = lines.filter((line) => line.itemStatus === ITEM_NORMAL);
  return {
    totalQty: sumDecimals(
      counted.map((line) => line.qty),
      3,
    ),
    estimatedAmount: sumDecimals(
      counted.map((line) => line.estimatedAmount ?? '0'),
      2,
    ),
  };
}

/** One live bill of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findBill(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<NeedsRow> {
  const query = tenantScope(on, caller.tenantId).from(cgNeeds).where(eq(cgNeeds.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

/** A bill's live lines in lineNo order (under row locks when asked, after the bill's own lock). */
export async function itemsOf(
  on: Database | Tx,
  tenantId: string,
  needsId: string,
  lock = false,
): Promise<ItemRow[]> {
  const query = tenantScope(on, tenantId)
    .from(cgNeedsItems)
    .where(eq(cgNeedsItems.needsId, needsId), liveItem)
    .orderBy(asc(cgNeedsItems.lineNo), asc(cgNeedsItems.id));
  return lock ? query.for('update') : query;
}

/** A stored line as the detail shows it; the names looked up in batch for the whole bill come in `names`. */
export function toNeedsItem(
  item: ItemRow,
  lang: Lang,
  names: {
    unitName: string;
    categoryName: string;
    rejectUserName: string;
    planLine?: { planNo: string; lineNo: number } | undefined;
  },
): NeedsItem {
  return {
    id: item.id,
    needsId: item.needsId,
    lineNo: item.lineNo,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unit: item.unit,
    unitName: names.unitName,
    categoryId: item.categoryId,
    categoryName: names.categoryName,
    brandRequirement: item.brandRequirement,
    technicalParams: item.technicalParams,
    qty: Number(item.qty),
    estimatedPrice: item.estimatedPrice === null ? null : Number(item.estimatedPrice),
    estimatedAmount: item.estimatedAmount === null ? null : Number(item.estimatedAmount),
    needDate: item.needDate,
    usePart: item.usePart,
    planItemId: item.planItemId,
    planNo: names.planLine?.planNo ?? '',
    planLineNo: names.planLine?.lineNo ?? null,
    itemStatus: item.itemStatus as NeedsItem['itemStatus'],
    itemStatusName: codeName(ITEM_NAMES, item.itemStatus, lang),
    rejectReason: item.rejectReason,
    rejectUserName: names.rejectUserName,
    rejectTime: formatDateTime(item.rejectTime),
    receivedQty: Number(item.receivedQty),
    remark: item.remark,
  };
}
