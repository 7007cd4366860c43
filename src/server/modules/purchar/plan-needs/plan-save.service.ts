import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { depts } from '../../../db/schema/platform.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, realDay } from '../../../domain/values.ts';
import { planLines, syncLines } from '../../../documents/line-items.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import {
  findPlan,
  lineAmount,
  livePlanItem,
  planItemsOf,
  planTotals,
  type PlanRow,
  type PlanSubmit,
} from './plan-records.ts';

const PROJECT_DEPT = 3;
const NUMBER_PREFIX = 'JH';

/** The creator, on a draft or rejected plan; otherwise 403 / 409 (approved plans change only by a plan change). */
export function assertPlanEditableBy(caller: Caller, plan: PlanRow) {
  if (plan.createUser !== caller.userId) throw new AppError(403, 'planNotCreator');
  if (plan.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(plan.approveStatus)) throw new AppError(409, 'planNotEditable');
}

/** Shapes and values of the body, before anything is read. */
function checkedLines(input: PlanSubmit) {
  return input.items.map((item, i) => {
    const planQty = decimalFromJson(`items.${i}.planQty`, item.planQty, 3);
    if (!(item.planQty > 0)) throw badRequest('fieldNotPositive', `items.${i}.planQty`);
    const unitPrice =
      item.unitPrice === null || item.unitPrice === undefined
        ? null
        : decimalFromJson(`items.${i}.unitPrice`, item.unitPrice, 4);
    return {
      id: item.id,
      materialId: item.materialId,
      planQty,
      unitPrice,
      amount: lineAmount(planQty, unitPrice),
      needDate: realDay(`items.${i}.needDate`, item.needDate),
      usePart: item.usePart ?? '',
      remark: item.remark ?? '',
    };
  });
}

/** The plan editor's save (addOrEdit), delete, and enable/disable (setStatus). */
export function createPlanSaver(deps: {
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

  async function assertProjectDept(on: Database | Tx, caller: Caller, deptId: string) {
    const [dept] = await tenantScope(on, caller.tenantId).select(
      depts,
      eq(depts.id, deptId),
      eq(depts.isDeleted, 0),
    );
    if (!dept || dept.deptCategory !== PROJECT_DEPT) throw badRequest('planDeptNotProject', deptId);
  }

  async function save(caller: Caller, input: PlanSubmit): Promise<string> {
    const startDate = realDay('startDate', input.startDate);
    const endDate = realDay('endDate', input.endDate);
    if (startDate && endDate && endDate < startDate) throw badRequest('planDatesReversed');
    const lines = checkedLines(input);
    if (input.id) await findPlan(db, caller, input.id);
    await assertProjectDept(db, caller, input.deptId);
    await deps.assertProjectManager(caller, input.deptId, input.projectManagerId);

    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findPlan(tx, caller, input.id, true) : undefined;
      if (existing) assertPlanEditableBy(caller, existing);
      const oldLines = existing ? await planItemsOf(tx, caller.tenantId, existing.id) : [];
      const plan = planLines(lines, oldLines, nextId, (index, id) =>
        badRequest('planLineNotOfPlan', index, id),
      );
      const materialIds = [...new Set(lines.map((line) => line.materialId))];
      const found = materialIds.length
        ? await scope.select(materials, inArray(materials.id, materialIds), eq(materials.isDeleted, 0))
        : [];
      const materialOf = new Map(found.map((m) => [m.id, m]));
      for (const { line, kept, lineNo } of plan) {
        const material = materialOf.get(line.materialId);
        if (!material) throw badRequest('planLineMaterialMissing', lineNo - 1, line.materialId);
        if (material.status !== 1 && kept?.materialId !== line.materialId) {
          throw badRequest('planLineMaterialDisabled', lineNo - 1, material.materialCode);
        }
      }
      const now = clock();
      const planId = existing?.id ?? nextId();
      const rows = plan.map(({ line, kept, id, lineNo }) => {
        const source = kept && kept.materialId === line.materialId ? kept : materialOf.get(line.materialId)!;
        const { id: _lineId, ...values } = line;
        return {
          ...values,
          id,
          planId,
          lineNo,
          // Before approval the original is the planned quantity; changes after approval keep it as it was.
          originalQty: values.planQty,
          materialCode: source.materialCode,
          materialName: source.materialName,
          spec: source.spec,
          unit: source.unit,
          categoryId: source.categoryId,
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          updateUser: caller.userId,
          updateTime: now,
        };
      });
      const values = {
        planName: input.planName.trim(),
        deptId: input.deptId,
        planType: input.planType ?? '',
        planPeriod: input.planPeriod ?? '',
        startDate,
        endDate,
        projectManagerId: input.projectManagerId ?? null,
        remark: input.remark ?? '',
        ...planTotals(rows),
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(cgPlanNeeds, values, eq(cgPlanNeeds.id, existing.id));
      } else {
        await scope.insert(cgPlanNeeds, [
          {
            id: planId,
            planNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      await syncLines(scope, {
        table: cgPlanNeedsItems,
        existing: oldLines,
        rows,
        deletedStamp: { isDeleted: 1, updateUser: caller.userId, updateTime: now },
      });
      return planId;
    });
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const plan = await findPlan(tx, caller, id, true);
      assertPlanEditableBy(caller, plan);
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(cgPlanNeeds, stamp, eq(cgPlanNeeds.id, id));
      await scope.update(cgPlanNeedsItems, stamp, eq(cgPlanNeedsItems.planId, id), livePlanItem);
    });
  }

  /** Enables or disables an approved plan, under its row lock (a bill's submit reads planStatus under it too). */
  async function setStatus(caller: Caller, id: string, planStatus: 0 | 1) {
    await db.transaction(async (tx) => {
      const plan = await findPlan(tx, caller, id, true);
      if (plan.approveStatus !== APPROVE_STATUS.APPROVED) throw new AppError(409, 'planStatusNotApproved');
      await tenantScope(tx, caller.tenantId).update(
        cgPlanNeeds,
        { planStatus, updateUser: caller.userId, updateTime: clock() },
        eq(cgPlanNeeds.id, id),
      );
    });
  }

  return { save, remove, setStatus };
}
