import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrderItems, cgOrders } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { cstDay } from '../../../domain/values.ts';
import { contains } from '../../../lib/page.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { money, reportScope, type ReportColumn, type ReportFilter } from './report-scope.ts';
import { nameMap } from './spend-report.ts';

export interface OpenOrderRow {
  id: string;
  orderNo: string;
  contractNo: string;
  supplierName: string;
  deptName: string;
  orderDate: string;
  expectedArrivalDate: string | null;
  orderStatus: number;
  orderAmount: number;
  receivedAmount: number;
  remainingQty: number;
  remainingAmount: number;
  daysLate: number;
}

export const OPEN_ORDER_NAME = { zh: '在途订单', en: 'Open orders' };

export const OPEN_ORDER_COLUMNS: ReportColumn[] = [
  ['orderNo', '订单编号', 'Order no.', 18],
  ['contractNo', '合同编号', 'Contract no.', 18],
  ['supplierName', '供应商', 'Supplier', 26],
  ['deptName', '项目', 'Project', 18],
  ['orderDate', '下单日期', 'Ordered', 12],
  ['expectedArrivalDate', '预计到货', 'Expected', 12],
  ['orderAmount', '订单金额', 'Order amount', 16, '#,##0.00'],
  ['remainingQty', '未到数量', 'Remaining qty', 14, '0.000'],
  ['remainingAmount', '未到金额', 'Remaining amount', 16, '#,##0.00'],
  ['daysLate', '逾期天数', 'Days late', 10, '0'],
];

/** Orders still waiting for goods: 1 待到货, 2 部分到货. */
export const OPEN_ORDER_STATUSES = [1, 2];

/** Days past the expected arrival date as of `today` (a date literal), never below 0. */
export const daysLateSql = (today: string) =>
  sql<number>`greatest(coalesce(${today}::date - ${cgOrders.expectedArrivalDate}, 0), 0)`;

/** 在途订单: each open order's remaining quantity and amount (exact, from its lines) and days late. */
export async function openOrderRows(
  deps: { db: Database; scopeRules: ScopeRules; clock: () => Date },
  caller: Caller,
  filter: ReportFilter & { lateOnly?: number },
): Promise<OpenOrderRow[]> {
  const o = cgOrders;
  const i = cgOrderItems;
  const today = cstDay(deps.clock());
  const daysLate = daysLateSql(today);
  const remaining = sql`(${i.orderQty} - ${i.receivedQty} - ${i.closedQty})`;
  const where: (SQL | undefined)[] = [
    eq(o.isDeleted, 0),
    inArray(o.orderStatus, OPEN_ORDER_STATUSES),
    ...dateRange(o.orderDate, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }, 'date'),
    filter.supplierId ? eq(o.supplierId, filter.supplierId) : undefined,
    contains(o.supplierName, filter.supplierName),
    filter.deptId ? eq(o.deptId, filter.deptId) : undefined,
    filter.lateOnly === 1 ? sql`${daysLate} > 0` : undefined,
    await reportScope(deps.scopeRules, caller, o),
  ];
  const rows = await tenantScope(deps.db, caller.tenantId)
    .from(o, {
      id: o.id,
      orderNo: o.orderNo,
      contractNo: o.contractNo,
      supplierName: o.supplierName,
      deptId: o.deptId,
      orderDate: o.orderDate,
      expectedArrivalDate: o.expectedArrivalDate,
      orderStatus: o.orderStatus,
      orderAmount: o.orderAmount,
      receivedAmount: o.receivedAmount,
      remainingQty: sql<string>`coalesce(sum(${remaining}), 0)`,
      remainingAmount: sql<string>`coalesce(sum(round(${remaining} * ${i.unitPrice}, 2)), 0)`,
      daysLate,
    })
    .innerJoin(i, sql`${i.orderId} = ${o.id} and ${i.isDeleted} = 0`)
    .where(...where)
    .groupBy(o.id)
    .orderBy(desc(daysLate), desc(o.orderDate), desc(o.orderNo));
  const deptNames = await nameMap(deps.db, caller.tenantId, 'dept', [
    ...new Set(rows.map((row) => row.deptId)),
  ]);
  return rows.map(({ deptId, ...row }) => ({
    ...row,
    deptName: deptNames.get(deptId) ?? '',
    orderAmount: money(row.orderAmount),
    receivedAmount: money(row.receivedAmount),
    remainingQty: Number(row.remainingQty),
    remainingAmount: money(row.remainingAmount),
    daysLate: Number(row.daysLate),
  }));
}
