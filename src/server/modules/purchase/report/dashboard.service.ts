import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { createApprovalInbox } from '../../../approval/approval-inbox.ts';
import type { ApprovalStore } from '../../../approval/approval-store.ts';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import { cwPayments } from '../../../db/schema/finance.ts';
import { kcStocks } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { cstDay, DAY_MS } from '../../../domain/values.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { daysLateSql, OPEN_ORDER_STATUSES } from './open-order-report.ts';
import { money, reportScope } from './report-scope.ts';
import { SPENT_CONTRACT } from './spend-report.ts';

export interface Dashboard {
  approvals: { total: number; byNode: { nodeCode: string; count: number }[] };
  monthSpend: number | null;
  spendByMonth: { month: string; contractAmount: number }[] | null;
  openOrders: number | null;
  lateOrders: number | null;
  stockValue: number | null;
  payablesDueThisWeek: number | null;
}

/** The first day of the month `back` months before the month of `day` (yyyy-MM-dd). */
function monthStart(day: string, back: number) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The coming Sunday (yyyy-MM-dd) of a week that runs Monday to Sunday; today when today is Sunday. */
function weekEnd(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const toSunday = (7 - date.getUTCDay()) % 7;
  return new Date(date.getTime() + toSunday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * /wel/dashboard in one answer: each figure only for a caller who may read its source (null otherwise, so the
 * screen leaves the card out rather than showing a 0 that is not true).
 */
export function createDashboardService(deps: {
  db: Database;
  clock: () => Date;
  approvals: ApprovalStore;
  permissions: PermissionSource;
  scopeRules: ScopeRules;
}) {
  const { db, clock } = deps;
  const inbox = createApprovalInbox(db, deps.approvals);

  async function spend(caller: Caller, today: string) {
    const c = htContracts;
    const from = monthStart(today, 5);
    const month = sql<string>`to_char(coalesce(${c.signDate}, ${c.createTime}::date), 'YYYY-MM')`;
    const rows = await tenantScope(db, caller.tenantId)
      .from(c, { month, amount: sql<string>`sum(${c.totalAmount})` })
      .where(
        SPENT_CONTRACT,
        sql`coalesce(${c.signDate}, ${c.createTime}::date) >= ${from}::date`,
        sql`coalesce(${c.signDate}, ${c.createTime}::date) <= ${today}::date`,
        await reportScope(deps.scopeRules, caller, c),
      )
      .groupBy(month);
    const amounts = new Map(rows.map((row) => [row.month, money(row.amount)]));
    const months = [5, 4, 3, 2, 1, 0].map((back) => monthStart(today, back).slice(0, 7));
    return months.map((key) => ({ month: key, contractAmount: amounts.get(key) ?? 0 }));
  }

  async function orders(caller: Caller, today: string) {
    const o = cgOrders;
    const [row] = await tenantScope(db, caller.tenantId)
      .from(o, { open: count(), late: sql<number>`count(*) filter (where ${daysLateSql(today)} > 0)` })
      .where(
        eq(o.isDeleted, 0),
        inArray(o.orderStatus, OPEN_ORDER_STATUSES),
        await reportScope(deps.scopeRules, caller, o),
      );
    return { open: Number(row?.open ?? 0), late: Number(row?.late ?? 0) };
  }

  async function stockValue(caller: Caller) {
    const [row] = await tenantScope(db, caller.tenantId)
      .from(kcStocks, { amount: sql<string>`coalesce(sum(${kcStocks.amount}), 0)` })
      .where();
    return money(row?.amount);
  }

  /** Approved requests not yet (fully) paid whose expected pay date falls from today to Sunday: what is left. */
  async function payablesDue(caller: Caller, today: string) {
    const p = cwPayments;
    const [row] = await tenantScope(db, caller.tenantId)
      .from(p, { amount: sql<string>`coalesce(sum(${p.applyAmount} - ${p.paidAmount}), 0)` })
      .where(
        and(
          eq(p.isDeleted, 0),
          eq(p.approveStatus, 5),
          inArray(p.payStatus, [0, 1]),
          gte(p.expectedPayDate, today),
          lte(p.expectedPayDate, weekEnd(today)),
        ),
      );
    return money(row?.amount);
  }

  async function forCaller(caller: Caller): Promise<Dashboard> {
    const today = cstDay(clock());
    const granted = isSuperAdmin(caller) ? undefined : await deps.permissions.codesForRoles(caller.roleIds);
    const may = (code: string) => !granted || granted.has(code);
    const [byNode, months, open, stock, payables] = await Promise.all([
      inbox.waitingByNode(caller),
      may('cg_report') ? spend(caller, today) : null,
      may('cg_report') ? orders(caller, today) : null,
      may('kc_stock_summary') ? stockValue(caller) : null,
      may('cw_payment') ? payablesDue(caller, today) : null,
    ]);
    return {
      approvals: { total: byNode.reduce((sum, node) => sum + node.count, 0), byNode },
      monthSpend: months ? (months.at(-1)?.contractAmount ?? 0) : null,
      spendByMonth: months,
      openOrders: open?.open ?? null,
      lateOrders: open?.late ?? null,
      stockValue: stock,
      payablesDueThisWeek: payables,
    };
  }

  return { forCaller };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
