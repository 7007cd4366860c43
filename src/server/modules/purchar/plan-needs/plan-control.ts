import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/database.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { badRequest } from '../../../http/errors.ts';
import { PLAN_ENABLED, livePlan, livePlanItem, minusQty } from './plan-records.ts';

/**
 * Plan control (procurement-model §3.3: planItem.planQty ≥ Σ needsItem.qty of open lines of bills in 1..5): what
 * a plan line has given out, and the checks a bill's submit and final approval and a plan change run against it
 * under the plan lines' row locks. No cached "demanded" column: the sum is read from the bill lines themselves,
 * so no write path can leave it stale.
 */

/** The bill lines that count against a plan: open, of a live bill submitted or approved (1..5). */
export const demandingLine = and(
  eq(cgNeedsItems.isDeleted, 0),
  eq(cgNeedsItems.itemStatus, 1),
  eq(cgNeeds.isDeleted, 0),
  between(cgNeeds.approveStatus, APPROVE_STATUS.PENDING_PM, APPROVE_STATUS.APPROVED),
);

/** Σ demanded per plan line id (absent = nothing demanded), exact decimal text. */
export async function demandedOf(
  on: Database | Tx,
  tenantId: string,
  planItemIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(planItemIds)];
  if (ids.length === 0) return new Map();
  const rows = await tenantScope(on, tenantId)
    .from(cgNeedsItems, {
      planItemId: cgNeedsItems.planItemId,
      qty: sql<string>`coalesce(sum(${cgNeedsItems.qty}), 0)::text`,
    })
    .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
    .where(inArray(cgNeedsItems.planItemId, ids), demandingLine)
    .groupBy(cgNeedsItems.planItemId);
  return new Map(rows.map((row) => [row.planItemId ?? '', row.qty]));
}

export const demandedQty = (demanded: ReadonlyMap<string, string>, planItemId: string) =>
  demanded.get(planItemId) ?? '0';

/**
 * A bill's plan-drawn lines against their plan lines, inside the bill's submit or final-approval transaction
 * (the bill already counts as 1..5 there): locks the plan lines in id order (two bills on the same lines queue
 * instead of deadlocking), then refuses (400, nothing written) a line whose plan line is gone, whose plan is not
 * approved or is disabled, whose material differs, or whose plan line would be demanded beyond planQty.
 */
export async function assertBillWithinPlans(tx: Tx, tenantId: string, needsId: string): Promise<void> {
  const scope = tenantScope(tx, tenantId);
  const lines = await scope
    .from(cgNeedsItems)
    .where(eq(cgNeedsItems.needsId, needsId), eq(cgNeedsItems.isDeleted, 0), eq(cgNeedsItems.itemStatus, 1))
    .orderBy(asc(cgNeedsItems.lineNo));
  const drawing = lines.filter((line) => line.planItemId !== null);
  if (drawing.length === 0) return;
  const ids = [...new Set(drawing.map((line) => line.planItemId!))].sort();
  const planLines = await scope
    .from(cgPlanNeedsItems)
    .where(inArray(cgPlanNeedsItems.id, ids), livePlanItem)
    .orderBy(asc(cgPlanNeedsItems.id))
    .for('update');
  const planIds = [...new Set(planLines.map((line) => line.planId))];
  const plans = planIds.length
    ? await scope.select(cgPlanNeeds, inArray(cgPlanNeeds.id, planIds), livePlan)
    : [];
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  const planLineOf = new Map(planLines.map((line) => [line.id, line]));
  const demanded = await demandedOf(tx, tenantId, ids);
  for (const line of drawing) {
    const index = line.lineNo - 1;
    const planLine = planLineOf.get(line.planItemId!);
    const plan = planLine ? planOf.get(planLine.planId) : undefined;
    if (!planLine || !plan) throw badRequest('planLineGone', index, line.planItemId!);
    if (plan.approveStatus !== APPROVE_STATUS.APPROVED)
      throw badRequest('planNotApproved', index, plan.planNo);
    if (plan.planStatus !== PLAN_ENABLED) throw badRequest('planDisabledForBill', index, plan.planNo);
    if (planLine.materialId !== line.materialId)
      throw badRequest('planLineOtherMaterial', index, planLine.materialCode);
    const total = demandedQty(demanded, planLine.id);
    if (compareDecimal(total, planLine.planQty) > 0) {
      // What was left before this bill: the plan line's quantity less what the other bills take.
      const own = sumDecimals(
        drawing.filter((other) => other.planItemId === planLine.id).map((other) => other.qty),
        3,
      );
      const left = minusQty(planLine.planQty, minusQty(total, own));
      throw badRequest('planBeyondRemaining', index, plan.planNo, planLine.materialCode, left);
    }
  }
}

/**
 * At a bill's save: each plan line a bill line names exists in the tenant, belongs to an approved plan and has the
 * line's material (400 naming the bill line). Quantities are checked at submit and approval, where they count.
 * Answers the plan the bill draws from when all its plan lines come from one plan (the bill header's planNeedsId),
 * otherwise null.
 */
export async function assertPlanLinesAtSave(
  tx: Tx,
  tenantId: string,
  lines: readonly { planItemId?: string | null; materialId: string }[],
): Promise<string | null> {
  const ids = [...new Set(lines.flatMap((line) => (line.planItemId ? [line.planItemId] : [])))];
  if (ids.length === 0) return null;
  const scope = tenantScope(tx, tenantId);
  const found = await scope
    .from(cgPlanNeedsItems, {
      item: cgPlanNeedsItems,
      planNo: cgPlanNeeds.planNo,
      approveStatus: cgPlanNeeds.approveStatus,
    })
    .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
    .where(inArray(cgPlanNeedsItems.id, ids), livePlanItem, livePlan);
  const byId = new Map(found.map((row) => [row.item.id, row]));
  lines.forEach((line, index) => {
    if (!line.planItemId) return;
    const row = byId.get(line.planItemId);
    if (!row) throw badRequest('planLineGone', index, line.planItemId);
    if (row.approveStatus !== APPROVE_STATUS.APPROVED) throw badRequest('planNotApproved', index, row.planNo);
    if (row.item.materialId !== line.materialId)
      throw badRequest('planLineOtherMaterial', index, row.item.materialCode);
  });
  const planIds = new Set(found.map((row) => row.item.planId));
  return planIds.size === 1 ? [...planIds][0]! : null;
}

/**
 * Where bill lines came from, for their detail: per plan line id its plan's number and its line number. A plan
 * line deleted since (a plan change) still names its plan and line, as the bill line still draws on what it was.
 */
export async function planLineLabels(
  db: Database,
  tenantId: string,
  planItemIds: readonly (string | null)[],
): Promise<Map<string, { planNo: string; lineNo: number }>> {
  const ids = [...new Set(planItemIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await tenantScope(db, tenantId)
    .from(cgPlanNeedsItems, {
      id: cgPlanNeedsItems.id,
      lineNo: cgPlanNeedsItems.lineNo,
      planNo: cgPlanNeeds.planNo,
    })
    .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
    .where(inArray(cgPlanNeedsItems.id, ids));
  return new Map(rows.map((row) => [row.id, { planNo: row.planNo, lineNo: row.lineNo }]));
}
