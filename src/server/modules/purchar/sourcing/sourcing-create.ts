import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-execution';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { ALLOCATION_TARGET, cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { cgSourcing, cgSourcingItems } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, multiplyDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson } from '../../../domain/values.ts';
import { dictLabels } from '../../../documents/enrich.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { parseDateTime } from '../../../lib/dates.ts';
import { PURCHAR_TYPE_DICT } from '../needs-subpackage/demand-lines.ts';
import { RFQ } from './sourcing-records.ts';

/** 报价截止: a day, or a day and time with or without seconds (UTC+8). */
export const parseDeadline = (text: string | null | undefined) =>
  parseDateTime(text && text.length === 16 ? `${text}:00` : text);

export type CreateSourcingBody = components['schemas']['CreateSourcingBody'];

/** The purchase method must be a key of the purchar_type dictionary (400 naming it otherwise). */
export async function assertPurcharType(db: Database, purcharType: string, lang: Lang) {
  const labels = await dictLabels(db, [PURCHAR_TYPE_DICT], lang);
  if (!labels(PURCHAR_TYPE_DICT, purcharType)) throw badRequest('srcPurcharTypeUnknown', purcharType);
}

/**
 * create-sourcing (I8): a sourcing bill from the caller's own active assignments. In one transaction the
 * assignments are locked (FOR UPDATE, in id order), each asked qty is checked against what is still open on it
 * (qty − usedQty) and taken (usedQty += qty), and each line gets its own allocation record (targetType 2) so the
 * demand line shows what is sourced. Concurrent creates queue on the locks; the later one sees the raised usedQty.
 */
export function createSourcingCreator(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  return async function createSourcing(caller: Caller, body: CreateSourcingBody, lang: Lang) {
    const wanted = body.lines.map((line) => line.allocationId);
    const twice = wanted.find((id, i) => wanted.indexOf(id) !== i);
    if (twice) throw badRequest('srcDuplicateAllocation', twice);
    const asked = new Map(
      body.lines.map((line) => [
        line.allocationId,
        line.qty === undefined ? null : decimalFromJson('qty', line.qty, 3),
      ]),
    );
    const purcharType = body.purcharType ?? RFQ;
    await assertPurcharType(db, purcharType, lang);
    const quoteDeadline = parseDeadline(body.quoteDeadline);

    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const held = await scope
        .from(cgNeedsAllocations)
        .where(
          inArray(cgNeedsAllocations.id, wanted),
          eq(cgNeedsAllocations.targetType, ALLOCATION_TARGET.PURCHASER),
          eq(cgNeedsAllocations.targetId, caller.userId),
          eq(cgNeedsAllocations.allocStatus, 1),
          eq(cgNeedsAllocations.isDeleted, 0),
        )
        .orderBy(asc(cgNeedsAllocations.id))
        .for('update');
      const byId = new Map(held.map((row) => [row.id, row]));
      const missing = wanted.find((id) => !byId.has(id));
      if (missing) throw badRequest('srcAllocationNotMine', missing);

      const lines = await scope
        .from(cgNeedsItems, {
          item: cgNeedsItems,
          needsNo: cgNeeds.needsNo,
          deptId: cgNeeds.deptId,
          approveStatus: cgNeeds.approveStatus,
          billDeleted: cgNeeds.isDeleted,
        })
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(
          inArray(
            cgNeedsItems.id,
            held.map((row) => row.needsItemId),
          ),
        );
      const lineOf = new Map(lines.map((line) => [line.item.id, line]));

      const now = clock();
      const sourcingId = nextId();
      const stamp = {
        createUser: caller.userId,
        createDept: caller.deptIds[0] ?? null,
        createTime: now,
        updateUser: caller.userId,
        updateTime: now,
      };
      const planned = wanted.map((allocationId, index) => {
        const allocation = byId.get(allocationId)!;
        const line = lineOf.get(allocation.needsItemId)!;
        const item = line.item;
        if (
          item.isDeleted !== 0 ||
          item.itemStatus !== 1 ||
          line.billDeleted !== 0 ||
          line.approveStatus !== APPROVE_STATUS.APPROVED
        ) {
          throw new AppError(409, 'srcLineNotOpen', line.needsNo, item.lineNo);
        }
        const open = sumDecimals([allocation.qty, `-${allocation.usedQty}`], 3);
        const qty = asked.get(allocationId) ?? open;
        if (compareDecimal(open, '0') <= 0 || compareDecimal(qty, open) > 0) {
          throw new AppError(409, 'srcOverSource', line.needsNo, item.lineNo, Number(open), Number(qty));
        }
        return {
          allocation,
          line,
          item,
          qty,
          itemId: nextId(),
          sourceAllocationId: nextId(),
          lineNo: index + 1,
        };
      });

      const sourcingNo = await nextDocumentNo(tx, caller.tenantId, 'XY', clock);
      const budget = sumDecimals(
        planned.map((p) =>
          p.item.estimatedPrice === null ? '0' : multiplyDecimal(p.qty, p.item.estimatedPrice, 2),
        ),
        2,
      );
      await scope.insert(cgSourcing, [
        {
          id: sourcingId,
          sourcingNo,
          sourcingName: body.sourcingName.trim(),
          purcharType,
          purchaserId: caller.userId,
          deptId: planned[0]!.line.deptId,
          quoteDeadline,
          budgetAmount: budget,
          ...stamp,
        },
      ]);
      await scope.insert(
        cgNeedsAllocations,
        planned.map((p) => ({
          id: p.sourceAllocationId,
          needsId: p.item.needsId,
          needsItemId: p.item.id,
          targetType: ALLOCATION_TARGET.SOURCING_ITEM,
          targetId: p.itemId,
          qty: p.qty,
          assignUser: caller.userId,
          assignTime: now,
          ...stamp,
        })),
      );
      await scope.insert(
        cgSourcingItems,
        planned.map((p) => ({
          id: p.itemId,
          sourcingId,
          lineNo: p.lineNo,
          needsId: p.item.needsId,
          needsItemId: p.item.id,
          allocationId: p.allocation.id,
          sourceAllocationId: p.sourceAllocationId,
          materialId: p.item.materialId,
          materialCode: p.item.materialCode,
          materialName: p.item.materialName,
          spec: p.item.spec,
          unit: p.item.unit,
          qty: p.qty,
          budgetPrice: p.item.estimatedPrice,
          needDate: p.item.needDate,
          ...stamp,
        })),
      );
      for (const p of planned) {
        await scope.update(
          cgNeedsAllocations,
          {
            usedQty: sql`${cgNeedsAllocations.usedQty} + ${p.qty}::numeric`,
            updateUser: caller.userId,
            updateTime: now,
          },
          and(eq(cgNeedsAllocations.id, p.allocation.id)),
        );
      }
      return { id: sourcingId, sourcingNo };
    });
  };
}
