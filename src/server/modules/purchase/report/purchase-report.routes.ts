import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  exportApprovalTurnaroundQueryParams,
  exportSupplierPerformanceQueryParams,
  getApprovalTurnaroundPagesQueryParams,
  getSupplierPerformancePagesQueryParams,
  exportContractExecutionQueryParams,
  exportOpenOrdersQueryParams,
  exportPriceTrendQueryParams,
  exportSourcingSavingsQueryParams,
  exportSpendReportQueryParams,
  getContractExecutionPagesQueryParams,
  getOpenOrderPagesQueryParams,
  getPriceTrendPagesQueryParams,
  getSourcingSavingsPagesQueryParams,
  getSpendReportPagesQueryParams,
} from '../../../../api/generated/purchase-report/zod/purchase-report/purchase-report.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseQuery } from '../../../http/validate.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import {
  APPROVAL_TURNAROUND_COLUMNS,
  APPROVAL_TURNAROUND_NAME,
  type ApprovalTurnaroundFilter,
} from './approval-turnaround-report.ts';
import { CONTRACT_EXECUTION_COLUMNS, CONTRACT_EXECUTION_NAME } from './contract-execution-report.ts';
import { OPEN_ORDER_COLUMNS, OPEN_ORDER_NAME } from './open-order-report.ts';
import { PRICE_TREND_COLUMNS, PRICE_TREND_NAME, type PriceTrendFilter } from './price-trend-report.ts';
import { pageOf, reportSheet, type ReportColumn, type ReportFilter } from './report-scope.ts';
import {
  SOURCING_SAVINGS_NAME,
  sourcingSavingsColumns,
  type SavingsGroup,
} from './sourcing-savings-report.ts';
import { SPEND_NAME, spendColumns, type SpendGroup } from './spend-report.ts';
import { SUPPLIER_PERFORMANCE_COLUMNS, SUPPLIER_PERFORMANCE_NAME } from './supplier-performance-report.ts';

/**
 * /purchase/report: the procurement reports (基础数据 › 报表, menu cg_report), each a page and an export of the
 * same rows, and the home dashboard's figures (no menu: the service answers what the caller may read).
 */
export function purchaseReportRoutes(services: Services) {
  const { purchaseReports: reports, dashboard, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const canRead = requirePermission(menus.permissions, 'cg_report');

  /** One report's page and export calls over the same row source. */
  function report<Q>(
    path: string,
    schemas: { page: z.ZodType; export: z.ZodType },
    rowsOf: (c: Context<AppEnv>, query: Q) => Promise<object[]>,
    sheet: (query: Q) => { name: { zh: string; en: string }; columns: ReportColumn[] },
  ) {
    routes.get(`${path}/pages`, canRead, async (c) => {
      const query = parseQuery(c, schemas.page) as Q & { current: number; size: number };
      return ok(c, pageOf(await rowsOf(c, query), query));
    });
    routes.get(`${path}/export`, canRead, async (c) => {
      const query = parseQuery(c, schemas.export) as Q;
      const lang = c.get('lang');
      const { name, columns } = sheet(query);
      const workbook = reportSheet(name, columns, await rowsOf(c, query), lang);
      return xlsxResponse(c, await writeXlsx(workbook), exportFileName(name[lang], services.clock()));
    });
  }

  report<ReportFilter & { groupBy?: number }>(
    '/spend',
    { page: getSpendReportPagesQueryParams, export: exportSpendReportQueryParams },
    (c, query) =>
      reports.spend(
        c.get('caller'),
        { ...query, groupBy: (query.groupBy ?? 1) as SpendGroup },
        c.get('lang'),
      ),
    (query) => ({ name: SPEND_NAME, columns: spendColumns((query.groupBy ?? 1) as SpendGroup) }),
  );
  report<ReportFilter & { contractNo?: string; expiringOnly?: number }>(
    '/contract-execution',
    { page: getContractExecutionPagesQueryParams, export: exportContractExecutionQueryParams },
    (c, query) => reports.contractExecution(c.get('caller'), query),
    () => ({ name: CONTRACT_EXECUTION_NAME, columns: CONTRACT_EXECUTION_COLUMNS }),
  );
  report<ReportFilter & { lateOnly?: number }>(
    '/open-orders',
    { page: getOpenOrderPagesQueryParams, export: exportOpenOrdersQueryParams },
    (c, query) => reports.openOrders(c.get('caller'), query),
    () => ({ name: OPEN_ORDER_NAME, columns: OPEN_ORDER_COLUMNS }),
  );
  report<PriceTrendFilter>(
    '/price-trend',
    { page: getPriceTrendPagesQueryParams, export: exportPriceTrendQueryParams },
    (c, query) => reports.priceTrend(c.get('caller'), query, c.get('lang')),
    () => ({ name: PRICE_TREND_NAME, columns: PRICE_TREND_COLUMNS }),
  );
  report<ReportFilter & { groupBy?: number }>(
    '/sourcing-savings',
    { page: getSourcingSavingsPagesQueryParams, export: exportSourcingSavingsQueryParams },
    (c, query) =>
      reports.sourcingSavings(
        c.get('caller'),
        { ...query, groupBy: (query.groupBy ?? 1) as SavingsGroup },
        c.get('lang'),
      ),
    (query) => ({
      name: SOURCING_SAVINGS_NAME,
      columns: sourcingSavingsColumns((query.groupBy ?? 1) as SavingsGroup),
    }),
  );
  report<ReportFilter>(
    '/supplier-performance',
    { page: getSupplierPerformancePagesQueryParams, export: exportSupplierPerformanceQueryParams },
    (c, query) => reports.supplierPerformance(c.get('caller'), query),
    () => ({ name: SUPPLIER_PERFORMANCE_NAME, columns: SUPPLIER_PERFORMANCE_COLUMNS }),
  );
  report<ApprovalTurnaroundFilter>(
    '/approval-turnaround',
    { page: getApprovalTurnaroundPagesQueryParams, export: exportApprovalTurnaroundQueryParams },
    (c, query) => reports.approvalTurnaround(c.get('caller'), query, c.get('lang')),
    () => ({ name: APPROVAL_TURNAROUND_NAME, columns: APPROVAL_TURNAROUND_COLUMNS }),
  );

  routes.get('/dashboard', async (c) => ok(c, await dashboard.forCaller(c.get('caller'))));
  return routes;
}
