import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContracts } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { cstDay } from '../../../domain/values.ts';
import { contains } from '../../../lib/page.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { money, reportScope, type ReportColumn, type ReportFilter } from './report-scope.ts';
import { nameMap, SPENT_CONTRACT } from './spend-report.ts';

export interface ContractExecutionRow {
  id: string;
  contractNo: string;
  contractName: string;
  supplierName: string;
  deptName: string;
  signDate: string | null;
  endDate: string | null;
  contractStatus: number;
  totalAmount: number;
  orderedAmount: number;
  receivedAmount: number;
  invoicedAmount: number;
  paidAmount: number;
  orderedPct: number;
  receivedPct: number;
  invoicedPct: number;
  paidPct: number;
  expiring: number;
}

export const CONTRACT_EXECUTION_NAME = { zh: '合同执行', en: 'Contract execution' };

export const CONTRACT_EXECUTION_COLUMNS: ReportColumn[] = [
  ['contractNo', '合同编号', 'Contract no.', 18],
  ['contractName', '合同名称', 'Contract', 26],
  ['supplierName', '供应商', 'Supplier', 26],
  ['deptName', '项目', 'Project', 18],
  ['endDate', '到期日', 'Ends', 12],
  ['totalAmount', '合同金额', 'Total', 16, '#,##0.00'],
  ['orderedPct', '下单%', 'Ordered %', 10, '0.00'],
  ['receivedPct', '到货%', 'Received %', 10, '0.00'],
  ['invoicedPct', '开票%', 'Invoiced %', 10, '0.00'],
  ['paidPct', '付款%', 'Paid %', 10, '0.00'],
];

/** How many days ahead an in-force contract's end counts as expiring. */
export const EXPIRING_DAYS = 30;

/** amount / total in percent, two decimals, exact in SQL; 0 for a zero total. */
const pct = (amount: unknown, total: unknown) =>
  sql<string>`case when ${total} = 0 then 0 else round(${amount} * 100 / ${total}, 2) end`;

/** 合同执行: every approved contract's shares, ending soonest first (no end date last). */
export async function contractExecutionRows(
  deps: { db: Database; scopeRules: ScopeRules; clock: () => Date },
  caller: Caller,
  filter: ReportFilter & { contractNo?: string; expiringOnly?: number },
): Promise<ContractExecutionRow[]> {
  const c = htContracts;
  const today = cstDay(deps.clock());
  const expiring = sql<boolean>`(${c.contractStatus} = 1 and ${c.endDate} is not null
    and ${c.endDate} >= ${today}::date and ${c.endDate} <= ${today}::date + ${EXPIRING_DAYS}::integer)`;
  const where: (SQL | undefined)[] = [
    SPENT_CONTRACT,
    ...dateRange(c.signDate, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }, 'date'),
    filter.supplierId ? eq(c.supplierId, filter.supplierId) : undefined,
    contains(c.supplierName, filter.supplierName),
    filter.deptId ? eq(c.deptId, filter.deptId) : undefined,
    contains(c.contractNo, filter.contractNo),
    filter.expiringOnly === 1 ? expiring : undefined,
    await reportScope(deps.scopeRules, caller, c),
  ];
  const rows = await tenantScope(deps.db, caller.tenantId)
    .from(c, {
      id: c.id,
      contractNo: c.contractNo,
      contractName: c.contractName,
      supplierName: c.supplierName,
      deptId: c.deptId,
      signDate: c.signDate,
      endDate: c.endDate,
      contractStatus: c.contractStatus,
      totalAmount: c.totalAmount,
      orderedAmount: c.orderedAmount,
      receivedAmount: c.receivedAmount,
      invoicedAmount: c.invoicedAmount,
      paidAmount: c.paidAmount,
      orderedPct: pct(c.orderedAmount, c.totalAmount),
      receivedPct: pct(c.receivedAmount, c.totalAmount),
      invoicedPct: pct(c.invoicedAmount, c.totalAmount),
      paidPct: pct(c.paidAmount, c.totalAmount),
      expiring,
    })
    .where(...where)
    .orderBy(sql`${c.endDate} asc nulls last`, asc(c.contractNo));
  const deptNames = await nameMap(deps.db, caller.tenantId, 'dept', [
    ...new Set(rows.map((row) => row.deptId)),
  ]);
  return rows.map(({ deptId, ...row }) => ({
    ...row,
    deptName: deptNames.get(deptId) ?? '',
    totalAmount: money(row.totalAmount),
    orderedAmount: money(row.orderedAmount),
    receivedAmount: money(row.receivedAmount),
    invoicedAmount: money(row.invoicedAmount),
    paidAmount: money(row.paidAmount),
    orderedPct: money(row.orderedPct),
    receivedPct: money(row.receivedPct),
    invoicedPct: money(row.invoicedPct),
    paidPct: money(row.paidPct),
    expiring: row.expiring ? 1 : 0,
  }));
}
