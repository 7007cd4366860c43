import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import {
  cgSourcing,
  cgSourcingItems,
  cgSourcingOffers,
  cgSourcingSuppliers,
  SOURCING_STATUS,
} from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains } from '../../../lib/page.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { reportScope, type ReportColumn, type ReportFilter } from './report-scope.ts';
import { SPENT_CONTRACT } from './spend-report.ts';

/** Where a price comes from: 1 a supplier's offer in sourcing, 2 an approved contract's line. */
export type PriceSource = 1 | 2;

export interface PriceTrendFilter extends ReportFilter {
  materialId?: string;
  /** Substring of the material's code or name. */
  materialName?: string;
  /** One source only; both when absent. */
  priceSource?: number;
}

export interface PriceTrendRow {
  key: string;
  month: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  supplierId: string;
  supplierName: string;
  priceSource: PriceSource;
  sourceName: string;
  priceCount: number;
  minPrice: number;
  avgPrice: number;
  maxPrice: number;
}

export const PRICE_TREND_NAME = { zh: '价格趋势', en: 'Price trend' };

export const PRICE_TREND_COLUMNS: ReportColumn[] = [
  ['month', '月份', 'Month', 10],
  ['materialCode', '物料编码', 'Material code', 14],
  ['materialName', '物料名称', 'Material', 22],
  ['supplierName', '供应商', 'Supplier', 26],
  ['sourceName', '来源', 'Source', 8],
  ['priceCount', '价格数', 'Prices', 8, '0'],
  ['minPrice', '最低单价', 'Min price', 14, '#,##0.0000'],
  ['avgPrice', '平均单价', 'Avg price', 14, '#,##0.0000'],
  ['maxPrice', '最高单价', 'Max price', 14, '#,##0.0000'],
];

const SOURCE_NAMES: Record<PriceSource, { zh: string; en: string }> = {
  1: { zh: '报价', en: 'Offer' },
  2: { zh: '合同', en: 'Contract' },
};

/** The calendar month (yyyy-MM) of a moment in China Standard Time, whatever the session's time zone. */
export const cstMonth = (moment: PgColumn | SQL) =>
  sql<string>`to_char(timezone('UTC', ${moment}) + interval '8 hours', 'YYYY-MM')`;

/** The China Standard Time day of a moment. */
export const cstDate = (moment: PgColumn) => sql`(timezone('UTC', ${moment}) + interval '8 hours')::date`;

/** Min, quantity-weighted average (4 dp) and max of a unit price, with how many prices there were. */
function priceStats(unitPrice: PgColumn, qty: PgColumn) {
  return {
    priceCount: sql<number>`count(*)`,
    minPrice: sql<string>`min(${unitPrice})`,
    avgPrice: sql<string>`round(sum(${qty} * ${unitPrice}) / nullif(sum(${qty}), 0), 4)`,
    maxPrice: sql<string>`max(${unitPrice})`,
  };
}

const materialMatch = (code: PgColumn, name: PgColumn, text: string | undefined) =>
  text?.trim() ? or(contains(code, text), contains(name, text)) : undefined;

/**
 * 价格趋势: the tax-inclusive unit prices a material was offered at (sourcing offers, dated by their last entry)
 * and bought at (approved contracts' lines, by signing date), per month, supplier and source: min, average
 * weighted by quantity, max. Months in order, then material, source and the cheapest average first.
 */
export async function priceTrendRows(
  deps: { db: Database; scopeRules: ScopeRules },
  caller: Caller,
  filter: PriceTrendFilter,
  lang: Lang,
): Promise<PriceTrendRow[]> {
  const scope = tenantScope(deps.db, caller.tenantId);
  const days = { from: 'dateFrom', to: 'dateTo' };
  type Raw = Omit<PriceTrendRow, 'key' | 'sourceName' | 'minPrice' | 'avgPrice' | 'maxPrice'> &
    Record<'minPrice' | 'avgPrice' | 'maxPrice', string>;
  const rows: Raw[] = [];

  if (filter.priceSource !== 2) {
    const o = cgSourcingOffers;
    const i = cgSourcingItems;
    const s = cgSourcing;
    const invited = cgSourcingSuppliers;
    const month = cstMonth(o.updateTime);
    const offers = await scope
      .from(o, {
        month,
        materialId: i.materialId,
        materialCode: sql<string>`max(${i.materialCode})`,
        materialName: sql<string>`max(${i.materialName})`,
        supplierId: o.supplierId,
        supplierName: sql<string>`max(${invited.supplierName})`,
        ...priceStats(o.unitPrice, i.qty),
      })
      .innerJoin(i, and(eq(i.id, o.sourcingItemId), eq(i.isDeleted, 0))!)
      .innerJoin(s, and(eq(s.id, o.sourcingId), eq(s.isDeleted, 0))!)
      .innerJoin(
        invited,
        and(
          eq(invited.sourcingId, o.sourcingId),
          eq(invited.supplierId, o.supplierId),
          eq(invited.isDeleted, 0),
        )!,
      )
      .where(
        eq(o.isDeleted, 0),
        // A voided bill's offers were withdrawn with it.
        ne(s.sourcingStatus, SOURCING_STATUS.VOID),
        ...dateRange(o.updateTime, filter.dateFrom, filter.dateTo, days),
        filter.materialId ? eq(i.materialId, filter.materialId) : undefined,
        materialMatch(i.materialCode, i.materialName, filter.materialName),
        filter.supplierId ? eq(o.supplierId, filter.supplierId) : undefined,
        contains(invited.supplierName, filter.supplierName),
        filter.deptId ? eq(s.deptId, filter.deptId) : undefined,
        await reportScope(deps.scopeRules, caller, s),
      )
      .groupBy(month, i.materialId, o.supplierId);
    rows.push(...offers.map((row) => ({ ...row, priceSource: 1 as const })));
  }

  if (filter.priceSource !== 1) {
    const i = htContractItems;
    const c = htContracts;
    // A contract without a signing date counts from its creation.
    const month = sql<string>`to_char(coalesce(${c.signDate}, ${cstDate(c.createTime)}), 'YYYY-MM')`;
    const lines = await scope
      .from(i, {
        month,
        materialId: i.materialId,
        materialCode: sql<string>`max(${i.materialCode})`,
        materialName: sql<string>`max(${i.materialName})`,
        supplierId: c.supplierId,
        supplierName: sql<string>`max(${c.supplierName})`,
        ...priceStats(i.unitPrice, i.qty),
      })
      .innerJoin(c, eq(c.id, i.contractId))
      .where(
        eq(i.isDeleted, 0),
        SPENT_CONTRACT,
        ...dateRange(c.signDate, filter.dateFrom, filter.dateTo, days, 'date'),
        filter.materialId ? eq(i.materialId, filter.materialId) : undefined,
        materialMatch(i.materialCode, i.materialName, filter.materialName),
        filter.supplierId ? eq(c.supplierId, filter.supplierId) : undefined,
        contains(c.supplierName, filter.supplierName),
        filter.deptId ? eq(c.deptId, filter.deptId) : undefined,
        await reportScope(deps.scopeRules, caller, c),
      )
      .groupBy(month, i.materialId, c.supplierId);
    rows.push(...lines.map((row) => ({ ...row, priceSource: 2 as const })));
  }

  return rows
    .map((row) => ({
      ...row,
      key: `${row.month}|${row.materialId}|${row.supplierId}|${row.priceSource}`,
      sourceName: SOURCE_NAMES[row.priceSource][lang],
      priceCount: Number(row.priceCount),
      minPrice: Number(row.minPrice),
      avgPrice: Number(row.avgPrice),
      maxPrice: Number(row.maxPrice),
    }))
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        a.materialCode.localeCompare(b.materialCode) ||
        a.priceSource - b.priceSource ||
        a.avgPrice - b.avgPrice ||
        a.supplierName.localeCompare(b.supplierName, 'zh'),
    );
}
