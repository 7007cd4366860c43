import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOffers,
  cgSourcingSuppliers,
  SOURCING_STATUS,
} from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains } from '../../../lib/page.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { cstDate, cstMonth } from './price-trend-report.ts';
import { money, reportScope, type ReportColumn, type ReportFilter } from './report-scope.ts';
import { nameMap } from './spend-report.ts';

/** 1 sourcing bill, 2 month of approval (定标), 3 material category. */
export type SavingsGroup = 1 | 2 | 3;

export interface SourcingSavingsRow {
  key: string;
  name: string;
  sourcingCount: number;
  awardCount: number;
  offerCount: number;
  winAmount: number;
  lowestAmount: number;
  premiumOverLowest: number;
  budgetAmount: number;
  budgetedWinAmount: number;
  savingVsBudget: number;
  savingPct: number;
}

export const SOURCING_SAVINGS_NAME = { zh: '寻源节约', en: 'Sourcing savings' };

export function sourcingSavingsColumns(groupBy: SavingsGroup): ReportColumn[] {
  const first: Record<SavingsGroup, ReportColumn> = {
    1: ['name', '寻源单', 'Sourcing', 30],
    2: ['name', '月份', 'Month', 10],
    3: ['name', '物料分类', 'Category', 18],
  };
  return [
    first[groupBy],
    ['sourcingCount', '寻源单数', 'Sourcings', 10, '0'],
    ['awardCount', '定标行数', 'Awards', 10, '0'],
    ['offerCount', '报价数', 'Offers', 10, '0'],
    ['winAmount', '中标金额', 'Won', 16, '#,##0.00'],
    ['lowestAmount', '最低报价金额', 'At lowest offer', 16, '#,##0.00'],
    ['premiumOverLowest', '高于最低价', 'Above lowest', 14, '#,##0.00'],
    ['budgetAmount', '预算金额', 'Budget', 16, '#,##0.00'],
    ['savingVsBudget', '较预算节约', 'Saved vs budget', 16, '#,##0.00'],
    ['savingPct', '节约率%', 'Saved %', 10, '0.00'],
  ];
}

const UNCATEGORISED = { zh: '未分类', en: 'Uncategorised' };

/**
 * 寻源节约 over approved (已定标) sourcing bills, per award (one line × one winner): the winner's amount against
 * the same quantity at the line's lowest offer that was valid on the day of approval, and against the demand
 * budget price where the line has one (a line without one counts in neither budget nor budgeted win).
 * Approved in the period (approveTime, UTC+8). Largest win first; months in order.
 */
export async function sourcingSavingsRows(
  deps: { db: Database; scopeRules: ScopeRules },
  caller: Caller,
  filter: ReportFilter & { groupBy: SavingsGroup },
  lang: Lang,
): Promise<SourcingSavingsRow[]> {
  const group = filter.groupBy;
  if (![1, 2, 3].includes(group)) throw badRequest('reportSavingsGroupBy');
  const s = cgSourcing;
  const a = cgSourcingAwards;
  const i = cgSourcingItems;
  const m = materials;
  const invited = cgSourcingSuppliers;
  const o = cgSourcingOffers;
  // The line's lowest offer still valid when the bill was approved (the award rule's "lowest valid").
  const lowestPrice = sql`(select min(${o.unitPrice}) from ${o} where ${o.tenantId} = ${a.tenantId}
    and ${o.sourcingItemId} = ${a.sourcingItemId} and ${o.isDeleted} = 0
    and (${o.validUntil} is null or ${o.validUntil} >= ${cstDate(s.approveTime)}))`;
  const atLowest = sql`round(${a.winQty} * coalesce(${lowestPrice}, ${a.winPrice}), 2)`;
  const atBudget = sql`round(${a.winQty} * ${i.budgetPrice}, 2)`;
  const key = {
    1: sql<string>`cast(${s.id} as varchar(20))`,
    2: cstMonth(s.approveTime),
    3: sql<string>`cast(${m.categoryId} as varchar(20))`,
  }[group];
  const winSum = sql`sum(${a.winAmount})`;
  const lowestSum = sql`sum(${atLowest})`;
  const budgetSum = sql`coalesce(sum(${atBudget}), 0)`;
  const budgetedWinSum = sql`coalesce(sum(case when ${i.budgetPrice} is null then null else ${a.winAmount} end), 0)`;
  const rows = await tenantScope(deps.db, caller.tenantId)
    .from(a, {
      key,
      label: sql<string>`max(${s.sourcingNo} || ' ' || ${s.sourcingName})`,
      sourcingCount: sql<number>`count(distinct ${s.id})`,
      awardCount: sql<number>`count(*)`,
      offerCount: sql<number>`sum((select count(*) from ${o} where ${o.tenantId} = ${a.tenantId}
        and ${o.sourcingItemId} = ${a.sourcingItemId} and ${o.isDeleted} = 0))`,
      winAmount: sql<string>`${winSum}`,
      lowestAmount: sql<string>`${lowestSum}`,
      premiumOverLowest: sql<string>`${winSum} - ${lowestSum}`,
      budgetAmount: sql<string>`${budgetSum}`,
      budgetedWinAmount: sql<string>`${budgetedWinSum}`,
      savingVsBudget: sql<string>`${budgetSum} - ${budgetedWinSum}`,
      savingPct: sql<string>`case when ${budgetSum} = 0 then 0
        else round((${budgetSum} - ${budgetedWinSum}) * 100 / ${budgetSum}, 2) end`,
    })
    .innerJoin(s, and(eq(s.id, a.sourcingId), eq(s.isDeleted, 0))!)
    .innerJoin(i, and(eq(i.id, a.sourcingItemId), eq(i.isDeleted, 0))!)
    .innerJoin(m, eq(m.id, i.materialId))
    .innerJoin(
      invited,
      and(
        eq(invited.sourcingId, a.sourcingId),
        eq(invited.supplierId, a.supplierId),
        eq(invited.isDeleted, 0),
      )!,
    )
    .where(
      eq(a.isDeleted, 0),
      eq(s.approveStatus, 5),
      eq(s.sourcingStatus, SOURCING_STATUS.AWARDED),
      ...dateRange(s.approveTime, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }),
      filter.supplierId ? eq(a.supplierId, filter.supplierId) : undefined,
      contains(invited.supplierName, filter.supplierName),
      filter.deptId ? eq(s.deptId, filter.deptId) : undefined,
      await reportScope(deps.scopeRules, caller, s),
    )
    .groupBy(key)
    .orderBy(...(group === 2 ? [asc(key)] : [desc(winSum), asc(key)]));
  const categories =
    group === 3
      ? await nameMap(
          deps.db,
          caller.tenantId,
          'category',
          rows.map((row) => row.key),
        )
      : undefined;
  return rows.map(({ label, ...row }) => ({
    key: row.key,
    name: group === 1 ? label : group === 2 ? row.key : (categories?.get(row.key) ?? UNCATEGORISED[lang]),
    sourcingCount: Number(row.sourcingCount),
    awardCount: Number(row.awardCount),
    offerCount: Number(row.offerCount),
    winAmount: money(row.winAmount),
    lowestAmount: money(row.lowestAmount),
    premiumOverLowest: money(row.premiumOverLowest),
    budgetAmount: money(row.budgetAmount),
    budgetedWinAmount: money(row.budgetedWinAmount),
    savingVsBudget: money(row.savingVsBudget),
    savingPct: money(row.savingPct),
  }));
}
