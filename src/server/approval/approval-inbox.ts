import { and, asc, count, desc, eq, inArray, max, notExists, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../context.ts';
import type { Database } from '../db/database.ts';
import { cgApproveRecords } from '../db/schema/procurement.ts';
import { wfTaskClaims } from '../db/schema/workflow.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { APPROVE_ACTION, NODE_ORDER } from '../domain/approval/approval-codes.ts';
import { badRequest } from '../http/errors.ts';
import type { Page, PageQuery } from '../lib/page.ts';
import {
  NODE_ACTIONS,
  approvableTypes,
  isApprovableBizType,
  type ApprovableBizType,
  type ApprovalStore,
} from './approval-store.ts';

type Who = Pick<Caller, 'tenantId' | 'userId'>;
type Registered = ReturnType<typeof approvableTypes>[number][1];

/** One document as the approvals inbox lists it, whatever its type. */
export interface InboxRow {
  bizType: ApprovableBizType;
  bizId: string;
  bizNo: string;
  /** Exact decimal text; null for a document type without an amount. */
  amount: string | null;
  deptId: string | null;
  createUser: string | null;
  submitTime: Date | null;
  approveStatus: number;
  currentNode: string | null;
  roundNo: number;
  /** Since when it waits at its current node: the round's last action, else the submission. */
  waitingSince: Date | null;
  /** Who claimed the task at the current node, if anyone. */
  claimant: string | null;
}

/** The caller's own part in a document, for the done and send lists: their last such action and when. */
export interface ActedRow extends InboxRow {
  action: number;
  actionTime: Date;
}

export interface InboxFilter {
  /** One registered document type, or all. */
  bizType?: string | null;
}

/** The registered types a filter names (400 for a type the engine does not serve). */
function typesOf(filter: InboxFilter): ReturnType<typeof approvableTypes> {
  const all = approvableTypes();
  if (!filter.bizType) return all;
  if (!isApprovableBizType(filter.bizType)) throw badRequest('approvalBizType', filter.bizType);
  return all.filter(([type]) => type === filter.bizType);
}

/**
 * The approvals inbox over every document type registered in APPROVABLES (a new type appears here with no change):
 * what waits for the caller (the engine's own queue condition of each node, so the inbox and the approve calls
 * agree on who may act), what the caller acted on, and what they submitted. Each list is one paged SQL query
 * across the types' tables.
 */
export function createApprovalInbox(db: Database, store: ApprovalStore) {
  /** The columns every list reads of a document of one type, named alike so the types' selects union. */
  function inboxColumns(who: Who, bizType: ApprovableBizType, a: Registered) {
    const t = a.table as PgTable &
      Record<'id' | 'createUser' | 'submitTime', PgColumn> &
      Partial<Record<'deptId', PgColumn>>;
    const r = cgApproveRecords;
    const c = wfTaskClaims;
    return {
      bizType: sql<ApprovableBizType>`cast(${bizType} as varchar(32))`.as('biz_type'),
      bizId: sql<string>`cast(${t.id} as varchar(20))`.as('biz_id'),
      bizNo: sql<string>`cast(${a.no} as varchar(64))`.as('biz_no'),
      amount: (a.amount
        ? sql<string | null>`cast(${a.amount} as varchar(40))`
        : sql<null>`cast(null as varchar(40))`
      ).as('amount'),
      // Tenant-wide documents (suppliers, blacklist requests) belong to no department.
      deptId: (t.deptId
        ? sql<string | null>`cast(${t.deptId} as varchar(20))`
        : sql<null>`cast(null as varchar(20))`
      ).as('dept_id'),
      createUser: sql<string | null>`cast(${t.createUser} as varchar(20))`.as('create_user'),
      submitTime: sql<Date | null>`${t.submitTime}`.mapWith(t.submitTime).as('submit_time'),
      approveStatus: sql<number>`${a.table.approveStatus}`.mapWith(Number).as('approve_status'),
      currentNode: sql<string | null>`${a.table.currentNode}`.as('current_node'),
      roundNo: sql<number>`${a.table.roundNo}`.mapWith(Number).as('round_no'),
      // Subqueries built with the query builder: its WHERE qualifies the outer table's columns (a raw template in
      // a select list would not, and "round_no" exists in both tables).
      waitingSince: sql<Date | null>`coalesce((${db
        .select({ last: max(r.actionTime) })
        .from(r)
        .where(
          and(
            eq(r.tenantId, who.tenantId),
            eq(r.bizType, bizType),
            eq(r.bizId, t.id),
            eq(r.roundNo, a.table.roundNo),
          ),
        )}), ${t.submitTime})`
        .mapWith(t.submitTime)
        .as('waiting_since'),
      claimant: sql<string | null>`(${db
        .select({ userId: sql`cast(${c.userId} as varchar(20))` })
        .from(c)
        .where(
          and(
            eq(c.tenantId, who.tenantId),
            eq(c.bizType, bizType),
            eq(c.bizId, t.id),
            eq(c.roundNo, a.table.roundNo),
            eq(c.nodeCode, a.table.currentNode),
          ),
        )})`.as('claimant'),
    };
  }

  /** Nobody has claimed the task the document waits at now. */
  function unclaimed(who: Who, bizType: ApprovableBizType, a: Registered): SQL {
    const c = wfTaskClaims;
    return notExists(
      db
        .select({ one: sql`1` })
        .from(c)
        .where(
          and(
            eq(c.tenantId, who.tenantId),
            eq(c.bizType, bizType),
            eq(c.bizId, a.table.id),
            eq(c.roundNo, a.table.roundNo),
            eq(c.nodeCode, a.table.currentNode),
          ),
        ),
    );
  }

  /**
   * Documents waiting for the caller, oldest wait first: for every registered type and node, the engine's queue
   * condition (queueCondition: the chosen PM, or the node's role in the document's department path; not the
   * caller's own document unless the chain allows it; not claimed by another holder). `claimable` keeps only the
   * tasks any holder of a role may take and nobody has claimed yet (the PM node is one person's already).
   */
  async function waitingFor(
    caller: Who,
    filter: InboxFilter & { claimable?: boolean },
    page: PageQuery,
  ): Promise<Page<InboxRow>> {
    const selects = [];
    for (const [bizType, a] of typesOf(filter)) {
      for (const node of NODE_ORDER) {
        if (filter.claimable && node === 'PM') continue;
        const where = await store.queueCondition(caller, bizType, node);
        selects.push(
          db
            .select(inboxColumns(caller, bizType, a))
            .from(a.table as PgTable)
            .where(filter.claimable ? and(where, unclaimed(caller, bizType, a)) : where),
        );
      }
    }
    const [first, second, ...rest] = selects;
    const all = (second ? unionAll(first!, second, ...rest) : first!).as('inbox');
    const [totals, records] = await Promise.all([
      db.select({ n: count() }).from(all),
      db
        .select()
        .from(all)
        .orderBy(asc(all.waitingSince), asc(all.bizType), asc(all.bizId))
        .limit(page.size)
        .offset((page.current - 1) * page.size),
    ]);
    return pageOf(records as InboxRow[], Number(totals[0]?.n ?? 0), page);
  }

  /** How many documents wait for the caller at each node (the same queues as `waitingFor`), for the dashboard. */
  async function waitingByNode(caller: Who): Promise<{ nodeCode: string; count: number }[]> {
    const counts = new Map<string, number>();
    for (const [bizType, a] of approvableTypes()) {
      for (const node of NODE_ORDER) {
        const where = await store.queueCondition(caller, bizType, node);
        const [row] = await db
          .select({ n: count() })
          .from(a.table as PgTable)
          .where(where);
        counts.set(node, (counts.get(node) ?? 0) + Number(row?.n ?? 0));
      }
    }
    return NODE_ORDER.map((nodeCode) => ({ nodeCode, count: counts.get(nodeCode) ?? 0 }));
  }

  /**
   * The documents the caller took part in through `actions` (the approver's actions, or submissions), latest
   * first, each with the caller's last such action. Read from the one history table, so it pages in SQL across
   * every type; a document deleted since (a rejected draft) drops out of the page.
   */
  async function byOwnActions(
    caller: Who,
    filter: InboxFilter,
    actions: readonly number[],
    page: PageQuery,
  ): Promise<Page<ActedRow>> {
    const types = typesOf(filter);
    const r = cgApproveRecords;
    const mine = tenantScope(db, caller.tenantId).where(
      r,
      eq(r.approverId, caller.userId),
      inArray(r.action, [...actions]),
      inArray(
        r.bizType,
        types.map(([type]) => type),
      ),
    );
    const grouped = db
      .select({ bizType: r.bizType, bizId: r.bizId, last: max(r.actionTime).as('last_action') })
      .from(r)
      .where(mine)
      .groupBy(r.bizType, r.bizId)
      .as('acted');
    const [totals, keys] = await Promise.all([
      db.select({ n: count() }).from(grouped),
      db
        .select()
        .from(grouped)
        .orderBy(desc(grouped.last), desc(grouped.bizId))
        .limit(page.size)
        .offset((page.current - 1) * page.size),
    ]);
    if (keys.length === 0) return pageOf([], Number(totals[0]?.n ?? 0), page);
    const ids = keys.map((k) => k.bizId);
    const [docs, lastActions] = await Promise.all([
      Promise.all(
        types
          .filter(([type]) => keys.some((k) => k.bizType === type))
          .map(([bizType, a]) =>
            db
              .select(inboxColumns(caller, bizType, a))
              .from(a.table as PgTable)
              .where(
                tenantScope(db, caller.tenantId).where(
                  a.table,
                  eq(a.table.isDeleted, 0),
                  inArray(
                    a.table.id,
                    keys.filter((k) => k.bizType === bizType).map((k) => k.bizId),
                  ),
                ),
              ),
          ),
      ),
      db
        .select({ bizType: r.bizType, bizId: r.bizId, action: r.action, actionTime: r.actionTime })
        .from(r)
        .where(and(mine, inArray(r.bizId, ids)))
        .orderBy(desc(r.actionTime), desc(r.id)),
    ]);
    const docOf = new Map(docs.flat().map((doc) => [`${doc.bizType}:${doc.bizId}`, doc as InboxRow]));
    const lastOf = new Map<string, { action: number; actionTime: Date }>();
    for (const row of lastActions) {
      const key = `${row.bizType}:${row.bizId}`;
      if (!lastOf.has(key)) lastOf.set(key, row);
    }
    const records = keys.flatMap((k) => {
      const key = `${k.bizType}:${k.bizId}`;
      const doc = docOf.get(key);
      const last = lastOf.get(key);
      return doc && last ? [{ ...doc, ...last }] : [];
    });
    return pageOf(records, Number(totals[0]?.n ?? 0), page);
  }

  return {
    waitingFor,
    waitingByNode,
    /** What the caller acted on as an approver (approve, confirm, reject, reject lines). */
    actedBy: (caller: Who, filter: InboxFilter, page: PageQuery) =>
      byOwnActions(caller, filter, NODE_ACTIONS, page),
    /** What the caller submitted for approval. */
    submittedBy: (caller: Who, filter: InboxFilter, page: PageQuery) =>
      byOwnActions(caller, filter, [APPROVE_ACTION.SUBMIT], page),
  };
}

function pageOf<T>(records: T[], total: number, page: PageQuery): Page<T> {
  return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
}

export type ApprovalInbox = ReturnType<typeof createApprovalInbox>;
