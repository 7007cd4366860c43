import { and, countDistinct, desc, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { materialCategories } from '../../../db/schema/master-data.ts';
import { depts } from '../../../db/schema/platform.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains } from '../../../lib/page.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { money, reportScope, type ReportColumn, type ReportFilter } from './report-scope.ts';

/** 1 supplier, 2 project (the contract's department), 3 material category, 4 month of signing. */
export type SpendGroup = 1 | 2 | 3 | 4;

export interface SpendRow {
  key: string;
  name: string;
  contractCount: number;
  contractAmount: number;
  receivedAmount: number;
  /** Null by category: a payment is made against the contract, not split over its lines. */
  paidAmount: number | null;
}

export const SPEND_NAME = { zh: '采购支出', en: 'Spend analysis' };

export function spendColumns(groupBy: SpendGroup): ReportColumn[] {
  const first: Record<SpendGroup, ReportColumn> = {
    1: ['name', '供应商', 'Supplier', 28],
    2: ['name', '项目', 'Project', 24],
    3: ['name', '物料分类', 'Category', 20],
    4: ['name', '月份', 'Month', 12],
  };
  return [
    first[groupBy],
    ['contractCount', '合同数', 'Contracts', 10, '0'],
    ['contractAmount', '合同金额', 'Contract amount', 16, '#,##0.00'],
    ['receivedAmount', '已到货金额', 'Received', 16, '#,##0.00'],
    ['paidAmount', '已付款金额', 'Paid', 16, '#,##0.00'],
  ];
}

/** The contracts spend counts: approved and in force, completed or terminated (a voided one was never spent). */
export const SPENT_CONTRACT = and(
  eq(htContracts.isDeleted, 0),
  eq(htContracts.approveStatus, 5),
  inArray(htContracts.contractStatus, [1, 2, 3]),
);

const UNCATEGORISED = { zh: '未分类', en: 'Uncategorised' };

/**
 * 采购支出 over approved contracts signed in the period: amounts summed exactly in SQL (numeric), largest first,
 * months in calendar order.
 */
export async function spendRows(
  deps: { db: Database; scopeRules: ScopeRules },
  caller: Caller,
  filter: ReportFilter & { groupBy: SpendGroup },
  lang: Lang,
): Promise<SpendRow[]> {
  const { db } = deps;
  const c = htContracts;
  const where: (SQL | undefined)[] = [
    SPENT_CONTRACT,
    ...dateRange(c.signDate, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }, 'date'),
    filter.supplierId ? eq(c.supplierId, filter.supplierId) : undefined,
    contains(c.supplierName, filter.supplierName),
    filter.deptId ? eq(c.deptId, filter.deptId) : undefined,
    await reportScope(deps.scopeRules, caller, c),
  ];
  const scope = tenantScope(db, caller.tenantId);

  const group = filter.groupBy;
  // The contract's integer is checked here: the query schema only bounds the number.
  if (![1, 2, 3, 4].includes(group)) throw badRequest('reportGroupBy');
  if (group === 3) {
    const i = htContractItems;
    const rows = await scope
      .from(i, {
        key: sql<string | null>`cast(${i.categoryId} as varchar(20))`,
        contractCount: countDistinct(i.contractId),
        contractAmount: sql<string>`sum(${i.amount})`,
        receivedAmount: sql<string>`sum(round(${i.receivedQty} * ${i.unitPrice}, 2))`,
      })
      .innerJoin(c, eq(c.id, i.contractId))
      .where(eq(i.isDeleted, 0), ...where)
      .groupBy(i.categoryId)
      .orderBy(desc(sql`sum(${i.amount})`), asc(i.categoryId));
    const names = await nameMap(
      db,
      caller.tenantId,
      'category',
      rows.flatMap((row) => (row.key ? [row.key] : [])),
    );
    return rows.map((row) => ({
      key: row.key ?? '',
      name: row.key ? (names.get(row.key) ?? row.key) : UNCATEGORISED[lang],
      contractCount: Number(row.contractCount),
      contractAmount: money(row.contractAmount),
      receivedAmount: money(row.receivedAmount),
      paidAmount: null,
    }));
  }

  const month = sql<string>`to_char(coalesce(${c.signDate}, ${c.createTime}::date), 'YYYY-MM')`;
  const keyOf = { 1: c.supplierId, 2: c.deptId, 4: month }[group];
  const amount = sql`sum(${c.totalAmount})`;
  const rows = await scope
    .from(c, {
      key: sql<string>`cast(${keyOf} as varchar(20))`,
      supplierName: sql<string>`max(${c.supplierName})`,
      contractCount: sql<number>`count(*)`,
      contractAmount: sql<string>`${amount}`,
      receivedAmount: sql<string>`sum(${c.receivedAmount})`,
      paidAmount: sql<string>`sum(${c.paidAmount})`,
    })
    .where(...where)
    .groupBy(keyOf)
    .orderBy(...(filter.groupBy === 4 ? [asc(keyOf)] : [desc(amount), asc(keyOf)]));
  const deptNames =
    filter.groupBy === 2
      ? await nameMap(
          db,
          caller.tenantId,
          'dept',
          rows.map((row) => row.key),
        )
      : undefined;
  return rows.map((row) => ({
    key: row.key,
    name:
      filter.groupBy === 1
        ? row.supplierName
        : filter.groupBy === 2
          ? (deptNames?.get(row.key) ?? row.key)
          : row.key,
    contractCount: Number(row.contractCount),
    contractAmount: money(row.contractAmount),
    receivedAmount: money(row.receivedAmount),
    paidAmount: money(row.paidAmount),
  }));
}

/** Names of departments or material categories by id (the tenant's own). */
export async function nameMap(db: Database, tenantId: string, of: 'dept' | 'category', ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const scope = tenantScope(db, tenantId);
  const rows =
    of === 'dept'
      ? await scope.from(depts, { id: depts.id, name: depts.deptName }).where(inArray(depts.id, ids))
      : await scope
          .from(materialCategories, { id: materialCategories.id, name: materialCategories.categoryName })
          .where(inArray(materialCategories.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
