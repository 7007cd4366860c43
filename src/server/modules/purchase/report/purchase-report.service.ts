import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import type { Lang } from '../../../http/messages.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { approvalTurnaroundRows, type ApprovalTurnaroundFilter } from './approval-turnaround-report.ts';
import { contractExecutionRows } from './contract-execution-report.ts';
import { openOrderRows } from './open-order-report.ts';
import { priceTrendRows, type PriceTrendFilter } from './price-trend-report.ts';
import type { ReportFilter } from './report-scope.ts';
import { sourcingSavingsRows, type SavingsGroup } from './sourcing-savings-report.ts';
import { spendRows, type SpendGroup } from './spend-report.ts';
import { supplierPerformanceRows } from './supplier-performance-report.ts';

/** The procurement reports' row sources: each report's page and export read the same rows. */
export function createPurchaseReportService(deps: {
  db: Database;
  clock: () => Date;
  scopeRules: ScopeRules;
}) {
  return {
    spend: (caller: Caller, filter: ReportFilter & { groupBy: SpendGroup }, lang: Lang) =>
      spendRows(deps, caller, filter, lang),
    contractExecution: (
      caller: Caller,
      filter: ReportFilter & { contractNo?: string; expiringOnly?: number },
    ) => contractExecutionRows(deps, caller, filter),
    openOrders: (caller: Caller, filter: ReportFilter & { lateOnly?: number }) =>
      openOrderRows(deps, caller, filter),
    priceTrend: (caller: Caller, filter: PriceTrendFilter, lang: Lang) =>
      priceTrendRows(deps, caller, filter, lang),
    sourcingSavings: (caller: Caller, filter: ReportFilter & { groupBy: SavingsGroup }, lang: Lang) =>
      sourcingSavingsRows(deps, caller, filter, lang),
    supplierPerformance: (caller: Caller, filter: ReportFilter) =>
      supplierPerformanceRows(deps, caller, filter),
    approvalTurnaround: (caller: Caller, filter: ApprovalTurnaroundFilter, lang: Lang) =>
      approvalTurnaroundRows(deps, caller, filter, lang),
  };
}

export type PurchaseReportService = ReturnType<typeof createPurchaseReportService>;
