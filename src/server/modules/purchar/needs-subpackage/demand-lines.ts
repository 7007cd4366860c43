import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { components } from '../../../../api/generated/types/purchar-execution';
import type { Database, Tx } from '../../../db/database.ts';
import { ALLOCATION_TARGET, cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { roles, users } from '../../../db/schema/platform.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { deptNames, dictLabels, userNames } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { csvHasAny } from '../../../lib/csv.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains } from '../../../lib/page.ts';

/**
 * What the demand summary, sub-packaging and purchaser execution share: which demand lines are open to
 * purchasing, the purchase status a line's assigned quantity gives it, and how lines and assignments are
 * described (names and labels in a handful of batch queries per page).
 */
type Schemas = components['schemas'];
export type DemandLine = Schemas['DemandLine'];
export type Allocation = Schemas['Allocation'];
export type LineRow = typeof cgNeedsItems.$inferSelect;
export type AllocationRow = typeof cgNeedsAllocations.$inferSelect;

export const PURCHASER_ROLE = 'purchaser';
export const PURCHAR_TYPE_DICT = 'purchar_type';
const UNIT_DICT = 'material_unit';

/** 分包状态 of a demand line. */
export const PURCHAR_STATUS = { FULL: 1, NONE: 2, PART: 3 } as const;
const PURCHAR_STATUS_NAMES: Record<number, Names> = {
  1: { zh: '已分包', en: 'Assigned' },
  2: { zh: '未分包', en: 'Not assigned' },
  3: { zh: '部分分包', en: 'Partly assigned' },
};
const ALLOC_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '已取消', en: 'Cancelled' },
  1: { zh: '有效', en: 'Active' },
};

/** The purchase status that `assigned` of `qty` gives a line. */
export function purcharStatusOf(qty: string, assigned: string): number {
  if (compareDecimal(assigned, '0') <= 0) return PURCHAR_STATUS.NONE;
  return compareDecimal(assigned, qty) >= 0 ? PURCHAR_STATUS.FULL : PURCHAR_STATUS.PART;
}

/** qty − assigned, exactly (3 decimals). */
export const remainingOf = (line: { qty: string; assignedQty: string }) =>
  sumDecimals([line.qty, `-${line.assignedQty}`], 3);

/** A line open to purchasing: live, normal (not rejected or closed), on a live approved bill. */
export const openLine: SQL[] = [
  eq(cgNeedsItems.isDeleted, 0),
  eq(cgNeedsItems.itemStatus, 1),
  eq(cgNeeds.isDeleted, 0),
  eq(cgNeeds.approveStatus, APPROVE_STATUS.APPROVED),
];

/** The line and bill columns a DemandLine needs. */
export const lineFields = {
  item: cgNeedsItems,
  needsNo: cgNeeds.needsNo,
  title: cgNeeds.title,
  deptId: cgNeeds.deptId,
  businessType: cgNeeds.businessType,
  approveTime: cgNeeds.approveTime,
  approveStatus: cgNeeds.approveStatus,
};
export type LineWithBill = {
  item: LineRow;
  needsNo: string;
  title: string;
  deptId: string;
  businessType: string;
  approveTime: Date | null;
  approveStatus?: number;
};

/** The list filters the screens share, as conditions on the line and its bill. */
export function lineFilters(filter: {
  needsNo?: string;
  materialCode?: string;
  materialName?: string;
  deptId?: string;
  businessType?: string;
}): (SQL | undefined)[] {
  return [
    contains(cgNeeds.needsNo, filter.needsNo),
    contains(cgNeedsItems.materialCode, filter.materialCode),
    contains(cgNeedsItems.materialName, filter.materialName),
    filter.deptId ? eq(cgNeeds.deptId, filter.deptId) : undefined,
    filter.businessType ? eq(cgNeeds.businessType, filter.businessType) : undefined,
  ];
}

/** Lines (with their bills) as the API answers them. */
export async function describeLines(
  db: Database,
  tenantId: string,
  rows: LineWithBill[],
  lang: Lang,
): Promise<DemandLine[]> {
  const [deptsById, labels] = await Promise.all([
    deptNames(
      db,
      tenantId,
      rows.map((row) => row.deptId),
    ),
    dictLabels(db, [UNIT_DICT, PURCHAR_TYPE_DICT], lang),
  ]);
  return rows.map(({ item, ...bill }): DemandLine => ({
    id: item.id,
    needsId: item.needsId,
    needsNo: bill.needsNo,
    title: bill.title,
    deptId: bill.deptId,
    deptName: deptsById.get(bill.deptId) ?? '',
    businessType: bill.businessType,
    lineNo: item.lineNo,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unit: item.unit,
    unitName: labels(UNIT_DICT, item.unit) || item.unit,
    brandRequirement: item.brandRequirement,
    technicalParams: item.technicalParams,
    usePart: item.usePart,
    needDate: item.needDate,
    qty: Number(item.qty),
    assignedQty: Number(item.assignedQty),
    remainingQty: Number(remainingOf(item)),
    receivedQty: Number(item.receivedQty),
    estimatedPrice: item.estimatedPrice === null ? null : Number(item.estimatedPrice),
    purcharType: item.purcharType,
    purcharTypeName: labels(PURCHAR_TYPE_DICT, item.purcharType),
    purcharStatus: item.purcharStatus as DemandLine['purcharStatus'],
    purcharStatusName: codeName(PURCHAR_STATUS_NAMES, item.purcharStatus, lang),
    approveTime: formatDateTime(bill.approveTime),
  }));
}

/** The assignment and its line's columns an Allocation needs. */
export const allocationFields = {
  allocation: cgNeedsAllocations,
  item: cgNeedsItems,
  needsNo: cgNeeds.needsNo,
  title: cgNeeds.title,
  deptId: cgNeeds.deptId,
};
export type AllocationWithLine = {
  allocation: AllocationRow;
  item: LineRow;
  needsNo: string;
  title: string;
  deptId: string;
};

/** Purchaser assignments joined to their line and bill (tenant-scoped on every table). */
export const purchaserAssignments = <F extends SelectedFields = typeof allocationFields>(
  on: Database | Tx,
  tenantId: string,
  fields?: F,
) =>
  tenantScope(on, tenantId)
    .from(cgNeedsAllocations, (fields ?? allocationFields) as F)
    .innerJoin(cgNeedsItems, eq(cgNeedsItems.id, cgNeedsAllocations.needsItemId))
    .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId));

export const isPurchaserAssignment = eq(cgNeedsAllocations.targetType, ALLOCATION_TARGET.PURCHASER);

/** Assignments as the API answers them. */
export async function describeAllocations(
  db: Database,
  tenantId: string,
  rows: AllocationWithLine[],
  lang: Lang,
): Promise<Allocation[]> {
  const [deptsById, usersById, labels] = await Promise.all([
    deptNames(
      db,
      tenantId,
      rows.map((row) => row.deptId),
    ),
    userNames(
      db,
      tenantId,
      rows.flatMap((row) => [row.allocation.targetId, row.allocation.assignUser]),
    ),
    dictLabels(db, [UNIT_DICT, PURCHAR_TYPE_DICT], lang),
  ]);
  return rows.map(({ allocation, item, needsNo, deptId }) => ({
    id: allocation.id,
    needsItemId: item.id,
    needsId: item.needsId,
    needsNo,
    deptName: deptsById.get(deptId) ?? '',
    lineNo: item.lineNo,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unit: item.unit,
    unitName: labels(UNIT_DICT, item.unit) || item.unit,
    needDate: item.needDate,
    lineQty: Number(item.qty),
    qty: Number(allocation.qty),
    usedQty: Number(allocation.usedQty),
    openQty: Number(sumDecimals([allocation.qty, `-${allocation.usedQty}`], 3)),
    purcharType: item.purcharType,
    purcharTypeName: labels(PURCHAR_TYPE_DICT, item.purcharType),
    purchaserId: allocation.targetId,
    purchaserName: usersById.get(allocation.targetId) ?? '',
    assignUserName: usersById.get(allocation.assignUser ?? '') ?? '',
    assignTime: formatDateTime(allocation.assignTime),
    allocStatus: allocation.allocStatus as Allocation['allocStatus'],
    allocStatusName: codeName(ALLOC_STATUS_NAMES, allocation.allocStatus, lang),
    cancelTime: formatDateTime(allocation.cancelTime),
  }));
}

/** The tenant's purchaser role ids (role alias `purchaser`). */
export async function purchaserRoleIds(on: Database | Tx, tenantId: string): Promise<string[]> {
  const rows = await tenantScope(on, tenantId).select(
    roles,
    eq(roles.roleAlias, PURCHASER_ROLE),
    eq(roles.isDeleted, 0),
  );
  return rows.map((role) => role.id);
}

/** Enabled live users of the tenant holding a purchaser role (all of them, or the ones listed). */
export async function purchasersOf(on: Database | Tx, tenantId: string, ids?: string[]) {
  const roleIds = await purchaserRoleIds(on, tenantId);
  if (roleIds.length === 0) return [];
  return tenantScope(on, tenantId).select(
    users,
    eq(users.isDeleted, 0),
    eq(users.status, 1),
    csvHasAny(users.roleId, roleIds),
    ids ? inArray(users.id, ids) : undefined,
  );
}

/** Σ qty − usedQty of each purchaser's active assignments (their open workload). */
export async function openWorkload(on: Database | Tx, tenantId: string, purchaserIds: string[]) {
  if (purchaserIds.length === 0) return new Map<string, { lines: number; qty: string }>();
  const rows = await tenantScope(on, tenantId)
    .from(cgNeedsAllocations, {
      purchaserId: cgNeedsAllocations.targetId,
      lines: sql<number>`count(*)::int`,
      qty: sql<string>`coalesce(sum(${cgNeedsAllocations.qty} - ${cgNeedsAllocations.usedQty}), 0)::text`,
    })
    .where(
      and(
        isPurchaserAssignment,
        eq(cgNeedsAllocations.allocStatus, 1),
        eq(cgNeedsAllocations.isDeleted, 0),
        inArray(cgNeedsAllocations.targetId, purchaserIds),
        sql`${cgNeedsAllocations.qty} > ${cgNeedsAllocations.usedQty}`,
      ),
    )
    .groupBy(cgNeedsAllocations.targetId);
  return new Map(rows.map((row) => [row.purchaserId, { lines: Number(row.lines), qty: row.qty }]));
}

export interface AllocationFilter {
  purchaserId?: string;
  needsNo?: string;
  materialCode?: string;
  allocStatus?: number;
  deptId?: string;
}

/** The conditions of an assignment list (active unless asked otherwise). */
export function allocationConditions(filter: AllocationFilter) {
  return [
    isPurchaserAssignment,
    eq(cgNeedsAllocations.isDeleted, 0),
    eq(cgNeedsAllocations.allocStatus, filter.allocStatus ?? 1),
    filter.purchaserId ? eq(cgNeedsAllocations.targetId, filter.purchaserId) : undefined,
    ...lineFilters(filter),
  ];
}
