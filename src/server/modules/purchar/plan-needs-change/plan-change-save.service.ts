import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { cgPlanNeedsChangeItems, cgPlanNeedsChanges } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, realDay } from '../../../domain/values.ts';
import { planLines, syncLines } from '../../../documents/line-items.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { CHANGE_TYPE } from '../plan-needs/plan-change-codes.ts';
import { PLAN_ENABLED, findPlan, planItemsOf, type PlanItemRow } from '../plan-needs/plan-records.ts';
import {
  changeItemsOf,
  findChange,
  liveChange,
  liveChangeItem,
  type ChangeRow,
  type ChangeSubmit,
} from './plan-change-records.ts';

const NUMBER_PREFIX = 'JHBG';

export function assertChangeEditableBy(caller: Caller, change: ChangeRow) {
  if (change.createUser !== caller.userId) throw new AppError(403, 'changeNotCreator');
  if (change.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(change.approveStatus)) throw new AppError(409, 'changeNotEditable');
}

function checkedLines(input: ChangeSubmit) {
  return input.items.map((item, i) => ({
    id: item.id,
    planItemId: item.planItemId ?? null,
    materialId: item.materialId ?? null,
    afterQty: decimalFromJson(`items.${i}.afterQty`, item.afterQty, 3),
    afterPrice:
      item.afterPrice === null || item.afterPrice === undefined
        ? null
        : decimalFromJson(`items.${i}.afterPrice`, item.afterPrice, 4),
    needDate: realDay(`items.${i}.needDate`, item.needDate),
    usePart: item.usePart ?? '',
    reason: item.reason ?? '',
  }));
}

/** 2 raise / 3 lower / 4 delete from before → after; a price-only change counts by the price's direction. */
function changeTypeOf(
  index: number,
  line: { afterQty: string; afterPrice: string | null },
  planLine: PlanItemRow,
) {
  if (compareDecimal(line.afterQty, '0') === 0) return CHANGE_TYPE.DELETE;
  const byQty = compareDecimal(line.afterQty, planLine.planQty);
  if (byQty !== 0) return byQty > 0 ? CHANGE_TYPE.RAISE : CHANGE_TYPE.LOWER;
  const byPrice = compareDecimal(line.afterPrice ?? '0', planLine.unitPrice ?? '0');
  if (byPrice === 0) throw badRequest('changeLineNoChange', index);
  return byPrice > 0 ? CHANGE_TYPE.RAISE : CHANGE_TYPE.LOWER;
}

/** The change editor's save and delete. One change in flight per plan: checked under the plan's row lock. */
export function createChangeSaver(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  assertProjectManager: (
    caller: Caller,
    deptId: string,
    projectManagerId: string | null | undefined,
  ) => Promise<void>;
}) {
  const { db, clock, nextId } = deps;

  async function save(caller: Caller, input: ChangeSubmit): Promise<string> {
    const lines = checkedLines(input);
    const before = input.id ? await findChange(db, caller, input.id) : undefined;
    if (before && before.planId !== input.planId) throw badRequest('changeOtherPlan');
    const planBefore = await findPlan(db, caller, input.planId);
    const projectManagerId =
      input.projectManagerId === undefined ? planBefore.projectManagerId : input.projectManagerId;
    await deps.assertProjectManager(caller, planBefore.deptId, projectManagerId);

    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findChange(tx, caller, input.id, true) : undefined;
      if (existing) assertChangeEditableBy(caller, existing);
      const plan = await findPlan(tx, caller, input.planId, true);
      if (plan.approveStatus !== APPROVE_STATUS.APPROVED)
        throw new AppError(409, 'changePlanNotApproved', plan.planNo);
      if (plan.planStatus !== PLAN_ENABLED) throw new AppError(409, 'changePlanDisabled', plan.planNo);
      const [other] = await scope
        .from(cgPlanNeedsChanges)
        .where(
          eq(cgPlanNeedsChanges.planId, plan.id),
          liveChange,
          eq(cgPlanNeedsChanges.applied, 0),
          existing ? ne(cgPlanNeedsChanges.id, existing.id) : undefined,
        )
        .limit(1);
      if (other) throw new AppError(409, 'changeInFlight', plan.planNo, other.changeNo);

      const planLineOf = new Map(
        (await planItemsOf(tx, caller.tenantId, plan.id)).map((line) => [line.id, line]),
      );
      const newMaterialIds = [
        ...new Set(lines.flatMap((line) => (line.planItemId ? [] : (line.materialId ?? [])))),
      ];
      const found = newMaterialIds.length
        ? await scope.select(
            materials,
            inArray(materials.id, newMaterialIds),
            and(eq(materials.isDeleted, 0), eq(materials.status, 1)),
          )
        : [];
      const materialOf = new Map(found.map((m) => [m.id, m]));
      const oldLines = existing ? await changeItemsOf(tx, caller.tenantId, existing.id) : [];
      const paired = planLines(lines, oldLines, nextId, (index, id) =>
        badRequest('changeLineNotOfChange', index, id),
      );
      const seen = new Set<string>();
      const now = clock();
      const changeId = existing?.id ?? nextId();
      const rows = paired.map(({ line, kept, id, lineNo }) => {
        const index = lineNo - 1;
        const common = {
          id,
          changeId,
          lineNo,
          afterQty: line.afterQty,
          afterPrice: line.afterPrice,
          needDate: line.needDate,
          usePart: line.usePart,
          reason: line.reason,
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          updateUser: caller.userId,
          updateTime: now,
        };
        if (line.planItemId) {
          const planLine = planLineOf.get(line.planItemId);
          if (!planLine) throw badRequest('changeLineNotOfPlan', index, line.planItemId);
          if (seen.has(planLine.id)) throw badRequest('changeLineTwice', index, planLine.id);
          seen.add(planLine.id);
          // No price sent: the line keeps its planned price.
          const afterPrice = line.afterPrice ?? planLine.unitPrice;
          return {
            ...common,
            afterPrice,
            planItemId: planLine.id,
            changeType: changeTypeOf(index, { afterQty: line.afterQty, afterPrice }, planLine),
            materialId: planLine.materialId,
            materialCode: planLine.materialCode,
            materialName: planLine.materialName,
            spec: planLine.spec,
            unit: planLine.unit,
            categoryId: planLine.categoryId,
            beforeQty: planLine.planQty,
            beforePrice: planLine.unitPrice,
          };
        }
        if (!line.materialId) throw badRequest('changeLineMaterialRequired', index);
        const material = materialOf.get(line.materialId);
        if (!material) throw badRequest('changeLineMaterialMissing', index, line.materialId);
        if (compareDecimal(line.afterQty, '0') <= 0) throw badRequest('changeLineNewZero', index);
        return {
          ...common,
          planItemId: null,
          changeType: CHANGE_TYPE.ADD,
          materialId: material.id,
          materialCode: material.materialCode,
          materialName: material.materialName,
          spec: material.spec,
          unit: material.unit,
          categoryId: material.categoryId,
          beforeQty: '0',
          beforePrice: null,
        };
      });
      const values = {
        changeReason: input.changeReason.trim(),
        projectManagerId: projectManagerId ?? null,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(cgPlanNeedsChanges, values, eq(cgPlanNeedsChanges.id, existing.id));
      } else {
        await scope.insert(cgPlanNeedsChanges, [
          {
            id: changeId,
            changeNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
            planId: plan.id,
            deptId: plan.deptId,
            beforeVersion: plan.version,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      await syncLines(scope, {
        table: cgPlanNeedsChangeItems,
        existing: oldLines,
        rows,
        deletedStamp: { isDeleted: 1, updateUser: caller.userId, updateTime: now },
      });
      return changeId;
    });
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const change = await findChange(tx, caller, id, true);
      assertChangeEditableBy(caller, change);
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(cgPlanNeedsChanges, stamp, eq(cgPlanNeedsChanges.id, id));
      await scope.update(
        cgPlanNeedsChangeItems,
        stamp,
        eq(cgPlanNeedsChangeItems.changeId, id),
        liveChangeItem,
      );
    });
  }

  return { save, remove };
}
