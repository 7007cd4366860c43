import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Tx } from '../../../db/database.ts';
import {
  cgPlanNeeds,
  cgPlanNeedsChanges,
  cgPlanNeedsItems,
  cgPlanNeedsVersions,
} from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { CHANGE_TYPE } from '../plan-needs/plan-change-codes.ts';
import { demandedOf, demandedQty } from '../plan-needs/plan-control.ts';
import { PLAN_ENABLED, findPlan, lineAmount, planItemsOf, planTotals } from '../plan-needs/plan-records.ts';
import { changeItemsOf, type ChangeRow } from './plan-change-records.ts';

/**
 * A change against its plan as it is now, under the plan's and its lines' row locks (procurement-model I6): the
 * plan approved (and enabled, for a submit), every touched line still there and never below what bills already
 * demand of it. At submit it only checks; on final approval it also applies the change, in the approval's
 * transaction: lines added, re-quantified or deleted, totals recomputed, version + 1, the change marked applied
 * and the version recorded. Throwing rolls the submit or approval back; nothing is written.
 */
export async function checkAndApplyChange(
  tx: Tx,
  caller: Caller,
  change: ChangeRow,
  mode: { apply: false } | { apply: true; nextId: NextId; now: Date },
): Promise<void> {
  const scope = tenantScope(tx, caller.tenantId);
  const plan = await findPlan(tx, caller, change.planId, true);
  if (plan.approveStatus !== APPROVE_STATUS.APPROVED)
    throw new AppError(409, 'changePlanNotApproved', plan.planNo);
  if (!mode.apply && plan.planStatus !== PLAN_ENABLED)
    throw new AppError(409, 'changePlanDisabled', plan.planNo);
  const planLines = await planItemsOf(tx, caller.tenantId, plan.id, true);
  const lineOf = new Map(planLines.map((line) => [line.id, line]));
  const lines = await changeItemsOf(tx, caller.tenantId, change.id);
  if (lines.length === 0) throw badRequest('changeNoLines');
  const demanded = await demandedOf(
    tx,
    caller.tenantId,
    lines.flatMap((line) => (line.planItemId ? [line.planItemId] : [])),
  );
  for (const line of lines) {
    if (!line.planItemId) continue;
    const index = line.lineNo - 1;
    const planLine = lineOf.get(line.planItemId);
    if (!planLine) throw badRequest('changeLineGone', index, line.planItemId);
    const taken = demandedQty(demanded, planLine.id);
    if (compareDecimal(line.afterQty, taken) < 0) {
      throw badRequest('changeBelowDemanded', index, `${planLine.lineNo} ${planLine.materialCode}`, taken);
    }
  }
  if (!mode.apply) return;

  const { nextId, now } = mode;
  const stamp = { updateUser: caller.userId, updateTime: now };
  let lastLineNo = planLines.reduce((max, line) => Math.max(max, line.lineNo), 0);
  const added = lines
    .filter((line) => line.changeType === CHANGE_TYPE.ADD)
    .map((line) => ({
      id: nextId(),
      planId: plan.id,
      lineNo: ++lastLineNo,
      materialId: line.materialId,
      materialCode: line.materialCode,
      materialName: line.materialName,
      spec: line.spec,
      unit: line.unit,
      categoryId: line.categoryId,
      // Not in the plan as first approved: its original quantity is nothing.
      originalQty: '0',
      planQty: line.afterQty,
      unitPrice: line.afterPrice,
      amount: lineAmount(line.afterQty, line.afterPrice),
      needDate: line.needDate,
      usePart: line.usePart,
      createUser: caller.userId,
      createTime: now,
      ...stamp,
    }));
  if (added.length) await scope.insert(cgPlanNeedsItems, added);
  const deleted = lines
    .filter((line) => line.changeType === CHANGE_TYPE.DELETE)
    .map((line) => line.planItemId!);
  if (deleted.length) {
    await scope.update(cgPlanNeedsItems, { isDeleted: 1, ...stamp }, inArray(cgPlanNeedsItems.id, deleted));
  }
  for (const line of lines) {
    if (line.changeType !== CHANGE_TYPE.RAISE && line.changeType !== CHANGE_TYPE.LOWER) continue;
    const planLine = lineOf.get(line.planItemId!)!;
    await scope.update(
      cgPlanNeedsItems,
      {
        planQty: line.afterQty,
        unitPrice: line.afterPrice,
        amount: lineAmount(line.afterQty, line.afterPrice),
        needDate: line.needDate ?? planLine.needDate,
        usePart: line.usePart || planLine.usePart,
        ...stamp,
      },
      eq(cgPlanNeedsItems.id, planLine.id),
    );
  }
  const after = await planItemsOf(tx, caller.tenantId, plan.id);
  const version = plan.version + 1;
  await scope.update(cgPlanNeeds, { ...planTotals(after), version, ...stamp }, eq(cgPlanNeeds.id, plan.id));
  await scope.update(
    cgPlanNeedsChanges,
    { applied: 1, appliedTime: now, afterVersion: version, ...stamp },
    eq(cgPlanNeedsChanges.id, change.id),
  );
  await scope.insert(cgPlanNeedsVersions, [
    {
      id: nextId(),
      planId: plan.id,
      version,
      changeId: change.id,
      appliedUser: caller.userId,
      appliedTime: now,
    },
  ]);
}
