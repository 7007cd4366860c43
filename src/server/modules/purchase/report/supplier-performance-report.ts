import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingOffers,
  cgSourcingSuppliers,
  SOURCING_STATUS,
} from '../../../db/schema/sourcing.ts';
import { kcStockInItems, kcStockIns } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { contains } from '../../../lib/page.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { money, reportScope, type ReportColumn, type ReportFilter } from './report-scope.ts';
import { SPENT_CONTRACT } from './spend-report.ts';

export interface SupplierPerformanceRow {
  supplierId: string;
  supplierName: string;
  receiptCount: number;
  /** Receipts whose order has an expected arrival date: the base of the on-time share. */
  datedReceiptCount: number;
  onTimeCount: number;
  /** Null when no receipt had a date to keep: no delivery is not a late delivery. */
  onTimePct: number | null;
  arrivedQty: number;
  rejectedQty: number;
  rejectionPct: number | null;
  offeredLines: number;
  wonLines: number;
  winPct: number | null;
  contractCount: number;
  contractAmount: number;
}

export const SUPPLIER_PERFORMANCE_NAME = { zh: '供应商绩效', en: 'Supplier performance' };

export const SUPPLIER_PERFORMANCE_COLUMNS: ReportColumn[] = [
  ['supplierName', '供应商', 'Supplier', 28],
  ['receiptCount', '入库单数', 'Receipts', 10, '0'],
  ['onTimeCount', '按期入库', 'On time', 10, '0'],
  ['onTimePct', '准时率%', 'On-time %', 10, '0.00'],
  ['arrivedQty', '到货数量', 'Arrived qty', 14, '#,##0.###'],
  ['rejectedQty', '拒收数量', 'Rejected qty', 14, '#,##0.###'],
  ['rejectionPct', '拒收率%', 'Rejection %', 10, '0.00'],
  ['offeredLines', '报价行数', 'Lines offered', 10, '0'],
  ['wonLines', '中标行数', 'Lines won', 10, '0'],
  ['winPct', '中标率%', 'Win %', 10, '0.00'],
  ['contractCount', '合同数', 'Contracts', 10, '0'],
  ['contractAmount', '合同金额', 'Contract amount', 16, '#,##0.00'],
];

/** part × 100 / whole to two decimals, null over an empty base (exact numeric, in SQL). */
const pct = (part: SQL, whole: SQL) =>
  sql<string | null>`case when ${whole} = 0 then null else round(${part} * 100.0 / ${whole}, 2) end`;
const share = (text: string | null) => (text === null ? null : money(text));

type Deps = { db: Database; scopeRules: ScopeRules };

/**
 * 供应商绩效, one row per supplier that delivered, offered or signed in the period, from three sources each
 * narrowed by the caller's report scope: posted purchase receipts by their day (on time = received on or before
 * the order's expected arrival date; arrival = accepted + rejected), offers on sourcing bills awarded (已定标) in
 * the period (a line won = an award of that line to the supplier), and approved contracts signed in the period.
 * Largest contract amount first, then by name.
 */
export async function supplierPerformanceRows(
  deps: Deps,
  caller: Caller,
  filter: ReportFilter,
): Promise<SupplierPerformanceRow[]> {
  const [receipts, offers, contracts] = await Promise.all([
    receiptFigures(deps, caller, filter),
    sourcingFigures(deps, caller, filter),
    contractFigures(deps, caller, filter),
  ]);
  const rows = new Map<string, SupplierPerformanceRow>();
  const rowOf = (supplierId: string, supplierName: string) => {
    let row = rows.get(supplierId);
    if (!row) {
      row = {
        supplierId,
        supplierName,
        receiptCount: 0,
        datedReceiptCount: 0,
        onTimeCount: 0,
        onTimePct: null,
        arrivedQty: 0,
        rejectedQty: 0,
        rejectionPct: null,
        offeredLines: 0,
        wonLines: 0,
        winPct: null,
        contractCount: 0,
        contractAmount: 0,
      };
      rows.set(supplierId, row);
    }
    return row;
  };
  for (const r of receipts)
    Object.assign(rowOf(r.supplierId, r.supplierName), {
      receiptCount: Number(r.receiptCount),
      datedReceiptCount: Number(r.datedReceiptCount),
      onTimeCount: Number(r.onTimeCount),
      onTimePct: share(r.onTimePct),
      arrivedQty: Number(r.arrivedQty),
      rejectedQty: Number(r.rejectedQty),
      rejectionPct: share(r.rejectionPct),
    });
  for (const o of offers)
    Object.assign(rowOf(o.supplierId, o.supplierName), {
      offeredLines: Number(o.offeredLines),
      wonLines: Number(o.wonLines),
      winPct: share(o.winPct),
    });
  for (const c of contracts)
    Object.assign(rowOf(c.supplierId, c.supplierName), {
      contractCount: Number(c.contractCount),
      contractAmount: money(c.contractAmount),
    });
  return [...rows.values()].sort(
    (a, b) =>
      b.contractAmount - a.contractAmount ||
      a.supplierName.localeCompare(b.supplierName, 'zh') ||
      a.supplierId.localeCompare(b.supplierId),
  );
}

async function receiptFigures(deps: Deps, caller: Caller, filter: ReportFilter) {
  const s = kcStockIns;
  const i = kcStockInItems;
  const o = cgOrders;
  const supplierId = sql<string>`cast(${s.supplierId} as varchar(20))`;
  const arrived = sql`coalesce(sum(coalesce(${i.arrivalQty}, ${i.qty} + ${i.rejectedQty})), 0)`;
  const rejected = sql`coalesce(sum(${i.rejectedQty}), 0)`;
  const dated = sql`count(distinct case when ${o.expectedArrivalDate} is not null then ${s.id} end)`;
  const onTime = sql`count(distinct case when ${s.stockInDate} <= ${o.expectedArrivalDate} then ${s.id} end)`;
  return tenantScope(deps.db, caller.tenantId)
    .from(s, {
      supplierId,
      supplierName: sql<string>`max(${s.supplierName})`,
      receiptCount: sql<number>`count(distinct ${s.id})`,
      datedReceiptCount: sql<number>`${dated}`,
      onTimeCount: sql<number>`${onTime}`,
      onTimePct: pct(onTime, dated),
      arrivedQty: sql<string>`${arrived}`,
      rejectedQty: sql<string>`${rejected}`,
      rejectionPct: pct(rejected, arrived),
    })
    .innerJoin(o, eq(o.id, s.orderId))
    .innerJoin(i, and(eq(i.stockInId, s.id), eq(i.isDeleted, 0))!)
    .where(
      eq(s.isDeleted, 0),
      eq(s.stockInType, 1),
      eq(s.status, 1),
      ...dateRange(s.stockInDate, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }, 'date'),
      filter.supplierId ? eq(s.supplierId, filter.supplierId) : undefined,
      contains(s.supplierName, filter.supplierName),
      filter.deptId ? eq(o.deptId, filter.deptId) : undefined,
      // A receipt belongs to its order's project: the order carries the department and creator.
      await reportScope(deps.scopeRules, caller, o),
    )
    .groupBy(s.supplierId);
}

async function sourcingFigures(deps: Deps, caller: Caller, filter: ReportFilter) {
  const s = cgSourcing;
  const o = cgSourcingOffers;
  const a = cgSourcingAwards;
  const invited = cgSourcingSuppliers;
  const offered = sql`count(*)`;
  // Offers and awards are each unique per line and supplier (partial unique indexes), so rows count lines.
  const won = sql`count(*) filter (where exists (select 1 from ${a} where ${a.tenantId} = ${o.tenantId}
    and ${a.sourcingItemId} = ${o.sourcingItemId} and ${a.supplierId} = ${o.supplierId} and ${a.isDeleted} = 0))`;
  return tenantScope(deps.db, caller.tenantId)
    .from(o, {
      supplierId: sql<string>`cast(${o.supplierId} as varchar(20))`,
      supplierName: sql<string>`max(${invited.supplierName})`,
      offeredLines: sql<number>`${offered}`,
      wonLines: sql<number>`${won}`,
      winPct: pct(won, offered),
    })
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
      eq(s.approveStatus, 5),
      eq(s.sourcingStatus, SOURCING_STATUS.AWARDED),
      ...dateRange(s.approveTime, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }),
      filter.supplierId ? eq(o.supplierId, filter.supplierId) : undefined,
      contains(invited.supplierName, filter.supplierName),
      filter.deptId ? eq(s.deptId, filter.deptId) : undefined,
      await reportScope(deps.scopeRules, caller, s),
    )
    .groupBy(o.supplierId);
}

async function contractFigures(deps: Deps, caller: Caller, filter: ReportFilter) {
  const c = htContracts;
  return tenantScope(deps.db, caller.tenantId)
    .from(c, {
      supplierId: sql<string>`cast(${c.supplierId} as varchar(20))`,
      supplierName: sql<string>`max(${c.supplierName})`,
      contractCount: sql<number>`count(*)`,
      contractAmount: sql<string>`sum(${c.totalAmount})`,
    })
    .where(
      SPENT_CONTRACT,
      ...dateRange(c.signDate, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }, 'date'),
      filter.supplierId ? eq(c.supplierId, filter.supplierId) : undefined,
      contains(c.supplierName, filter.supplierName),
      filter.deptId ? eq(c.deptId, filter.deptId) : undefined,
      await reportScope(deps.scopeRules, caller, c),
    )
    .groupBy(c.supplierId);
}
