import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { ALLOCATION_TARGET, cgMessages, cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { users } from '../../../db/schema/platform.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, numberToDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { deptNames } from '../../../documents/enrich.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { notFound } from '../../../lib/records.ts';
import type { Page, PageQuery } from '../../../lib/page.ts';
import {
  allocationConditions,
  describeAllocations,
  describeLines,
  isPurchaserAssignment,
  lineFields,
  lineFilters,
  openLine,
  openWorkload,
  purchaserAssignments,
  purchasersOf,
  purcharStatusOf,
  remainingOf,
  type Allocation,
  type AllocationFilter,
  type DemandLine,
  type LineRow,
} from './demand-lines.ts';
import { createAllocationExport } from './needs-subpackage-export.ts';

export interface ItemFilter {
  purcharStatus?: number;
  needsNo?: string;
  deptId?: string;
  businessType?: string;
  materialCode?: string;
}
export type { AllocationFilter };
export interface SubpackageBody {
  purchaserId: string;
  lines: { needsItemId: string; qty?: number }[];
}

/** cg_message.msgType 4 分包通知. */
const MSG_ASSIGNED = 4;

/** The menu code of the screen (buttons `cg_needs_subpackage_*`). */
export const SUBPACKAGE_RESOURCE = 'cg_needs_subpackage';

const pageMeta = (total: number, page: PageQuery) => ({
  total,
  size: page.size,
  current: page.current,
  pages: Math.ceil(total / page.size),
});

/**
 * 需求分包: the purchase admin assigns open demand lines of approved bills (all or part of what is left) to
 * purchasers and cancels assignments no sourcing bill uses yet. Every write locks the demand lines it changes
 * (SELECT … FOR UPDATE, in id order) and decides on what it read under the lock, so concurrent assignments of one
 * line queue and never exceed its quantity; the line's assignedQty and purchase status and the bill's execution
 * status move in the same transaction.
 */
export function createSubpackageService(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  async function itemPages(
    caller: Caller,
    filter: ItemFilter & PageQuery,
    lang: Lang,
  ): Promise<Page<DemandLine>> {
    const where = and(
      ...openLine,
      ...lineFilters(filter),
      filter.purcharStatus ? eq(cgNeedsItems.purcharStatus, filter.purcharStatus) : undefined,
    );
    const scope = tenantScope(db, caller.tenantId);
    const [totals, rows] = await Promise.all([
      scope
        .from(cgNeedsItems, { n: count() })
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(where),
      scope
        .from(cgNeedsItems, lineFields)
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(where)
        .orderBy(asc(cgNeeds.approveTime), asc(cgNeeds.id), asc(cgNeedsItems.lineNo))
        .limit(filter.size)
        .offset((filter.current - 1) * filter.size),
    ]);
    return {
      ...pageMeta(Number(totals[0]?.n ?? 0), filter),
      records: await describeLines(db, caller.tenantId, rows, lang),
    };
  }

  async function pages(
    caller: Caller,
    filter: AllocationFilter & PageQuery,
    lang: Lang,
  ): Promise<Page<Allocation>> {
    const where = and(...allocationConditions(filter));
    const [totals, rows] = await Promise.all([
      purchaserAssignments(db, caller.tenantId, { n: count() }).where(where),
      purchaserAssignments(db, caller.tenantId)
        .where(where)
        .orderBy(desc(cgNeedsAllocations.assignTime), desc(cgNeedsAllocations.id))
        .limit(filter.size)
        .offset((filter.current - 1) * filter.size),
    ]);
    return {
      ...pageMeta(Number(totals[0]?.n ?? 0), filter),
      records: await describeAllocations(db, caller.tenantId, rows, lang),
    };
  }

  async function purchasers(caller: Caller) {
    const people = await purchasersOf(db, caller.tenantId);
    const workload = await openWorkload(
      db,
      caller.tenantId,
      people.map((p) => p.id),
    );
    const depts = await deptNames(
      db,
      caller.tenantId,
      people.map((p) => p.deptId.split(',')[0]),
    );
    return people
      .sort((a, b) => a.account.localeCompare(b.account))
      .map((p) => ({
        id: p.id,
        account: p.account,
        name: p.realName || p.name || p.account,
        deptName: depts.get(p.deptId.split(',')[0] ?? '') ?? '',
        openLines: workload.get(p.id)?.lines ?? 0,
        openQty: Number(workload.get(p.id)?.qty ?? 0),
      }));
  }

  /**
   * The demand lines, locked with their bills: bills first, then lines, each in id order — the order the approval
   * engine takes too (a line rejection locks the bill, then its lines), so concurrent writers queue, never deadlock.
   */
  async function lockLines(tx: Tx, tenantId: string, ids: string[]) {
    const scope = tenantScope(tx, tenantId);
    const owners = await scope
      .from(cgNeedsItems, { needsId: cgNeedsItems.needsId })
      .where(inArray(cgNeedsItems.id, ids), eq(cgNeedsItems.isDeleted, 0));
    const needsIds = [...new Set(owners.map((o) => o.needsId))].sort();
    if (needsIds.length) {
      await scope
        .from(cgNeeds, { id: cgNeeds.id })
        .where(inArray(cgNeeds.id, needsIds))
        .orderBy(asc(cgNeeds.id))
        .for('update');
    }
    const rows = await scope
      .from(cgNeedsItems, lineFields)
      .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
      .where(inArray(cgNeedsItems.id, ids), eq(cgNeedsItems.isDeleted, 0), eq(cgNeeds.isDeleted, 0))
      .orderBy(asc(cgNeedsItems.id))
      .for('update', { of: cgNeedsItems });
    const missing = ids.filter((id) => !rows.some((row) => row.item.id === id));
    if (missing.length) throw notFound(missing);
    return rows;
  }

  /** Writes a line's new assigned quantity and the purchase status it gives. */
  async function setAssigned(tx: Tx, caller: Caller, line: LineRow, assignedQty: string, now: Date) {
    await tenantScope(tx, caller.tenantId).update(
      cgNeedsItems,
      {
        assignedQty,
        purcharStatus: purcharStatusOf(line.qty, assignedQty),
        updateUser: caller.userId,
        updateTime: now,
      },
      eq(cgNeedsItems.id, line.id),
    );
  }

  /** Bills with an active assignment are executing (执行中); bills whose last one went back are to execute. */
  async function syncExecStatus(tx: Tx, caller: Caller, needsIds: string[], now: Date) {
    const scope = tenantScope(tx, caller.tenantId);
    const active = sql`exists (select 1 from ${cgNeedsAllocations} a where a.tenant_id = ${caller.tenantId}
      and a.needs_id = ${cgNeeds.id} and a.alloc_status = 1 and a.is_deleted = 0)`;
    const stamp = { updateUser: caller.userId, updateTime: now };
    await scope.update(
      cgNeeds,
      { execStatus: 1, ...stamp },
      inArray(cgNeeds.id, needsIds),
      eq(cgNeeds.execStatus, 0),
      active,
    );
    await scope.update(
      cgNeeds,
      { execStatus: 0, ...stamp },
      inArray(cgNeeds.id, needsIds),
      eq(cgNeeds.execStatus, 1),
      sql`not ${active}`,
    );
  }

  async function assign(caller: Caller, body: SubpackageBody): Promise<void> {
    const ids = body.lines.map((line) => line.needsItemId);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw badRequest('execDuplicateLine', twice);
    const [purchaser] = await purchasersOf(db, caller.tenantId, [body.purchaserId]);
    if (!purchaser) throw badRequest('execNotPurchaser', body.purchaserId);
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const locked = await lockLines(tx, caller.tenantId, ids);
      const now = clock();
      for (const wanted of body.lines) {
        const row = locked.find((r) => r.item.id === wanted.needsItemId)!;
        const line = row.item;
        if (line.itemStatus !== 1 || row.approveStatus !== APPROVE_STATUS.APPROVED) {
          throw new AppError(409, 'execLineNotOpen', row.needsNo, line.lineNo);
        }
        const left = remainingOf(line);
        const qty = wanted.qty === undefined ? left : (numberToDecimal(wanted.qty) ?? '0');
        if (compareDecimal(qty, '0') <= 0 || compareDecimal(qty, left) > 0) {
          throw new AppError(409, 'execOverAssign', row.needsNo, line.lineNo, Number(left), Number(qty));
        }
        const target = [
          eq(cgNeedsAllocations.needsItemId, line.id),
          isPurchaserAssignment,
          eq(cgNeedsAllocations.targetId, purchaser.id),
          eq(cgNeedsAllocations.allocStatus, 1),
        ];
        const [existing] = await scope.select(cgNeedsAllocations, ...target);
        if (existing) {
          await scope.update(
            cgNeedsAllocations,
            {
              qty: sumDecimals([existing.qty, qty], 3),
              assignUser: caller.userId,
              assignTime: now,
              updateUser: caller.userId,
              updateTime: now,
            },
            eq(cgNeedsAllocations.id, existing.id),
          );
        } else {
          await scope.insert(cgNeedsAllocations, [
            {
              id: nextId(),
              needsId: line.needsId,
              needsItemId: line.id,
              targetType: ALLOCATION_TARGET.PURCHASER,
              targetId: purchaser.id,
              qty,
              assignUser: caller.userId,
              assignTime: now,
              createUser: caller.userId,
              updateUser: caller.userId,
            },
          ]);
        }
        await setAssigned(tx, caller, line, sumDecimals([line.assignedQty, qty], 3), now);
      }
      await syncExecStatus(tx, caller, [...new Set(locked.map((r) => r.item.needsId))], now);
      // 分包通知: the purchaser hears of each bill they got lines of, with the assignment itself.
      const billsOf = new Map(locked.map((r) => [r.item.needsId, r.needsNo]));
      const [actor] = await scope.select(users, eq(users.id, caller.userId));
      await scope.insert(
        cgMessages,
        [...billsOf].map(([needsId, needsNo]) => ({
          id: nextId(),
          receiverId: purchaser.id,
          msgType: MSG_ASSIGNED,
          bizType: 'NEEDS',
          bizId: needsId,
          bizNo: needsNo,
          actorId: caller.userId,
          actorName: actor ? actor.realName || actor.name || actor.account : '',
          createUser: caller.userId,
          createTime: now,
          updateTime: now,
        })),
      );
    });
  }

  async function cancel(caller: Caller, ids: string[]): Promise<void> {
    const wanted = [...new Set(ids)];
    const live = [
      isPurchaserAssignment,
      eq(cgNeedsAllocations.isDeleted, 0),
      eq(cgNeedsAllocations.allocStatus, 1),
    ];
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const seen = await scope.select(cgNeedsAllocations, inArray(cgNeedsAllocations.id, wanted), ...live);
      const missing = wanted.filter((id) => !seen.some((a) => a.id === id));
      if (missing.length) throw badRequest('execAllocationMissing', missing.join(','));
      // Lines first, then the assignments again under the line locks: the order every writer takes.
      const lines = await lockLines(tx, caller.tenantId, [...new Set(seen.map((a) => a.needsItemId))]);
      const allocations = await scope.select(
        cgNeedsAllocations,
        inArray(cgNeedsAllocations.id, wanted),
        ...live,
      );
      if (allocations.length !== wanted.length) throw new AppError(409, 'approvalMovedOn');
      const now = clock();
      for (const allocation of allocations) {
        const row = lines.find((r) => r.item.id === allocation.needsItemId)!;
        if (compareDecimal(allocation.usedQty, '0') > 0) {
          throw new AppError(409, 'execAllocationUsed', row.needsNo, row.item.lineNo);
        }
      }
      await scope.update(
        cgNeedsAllocations,
        {
          allocStatus: 0,
          cancelUser: caller.userId,
          cancelTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
        inArray(cgNeedsAllocations.id, wanted),
      );
      for (const row of lines) {
        const released = allocations.filter((a) => a.needsItemId === row.item.id).map((a) => `-${a.qty}`);
        await setAssigned(tx, caller, row.item, sumDecimals([row.item.assignedQty, ...released], 3), now);
      }
      await syncExecStatus(tx, caller, [...new Set(lines.map((r) => r.item.needsId))], now);
    });
  }

  return {
    itemPages,
    pages,
    purchasers,
    assign,
    cancel,
    exportSheet: createAllocationExport({ db }),
  };
}

export type SubpackageService = ReturnType<typeof createSubpackageService>;
