import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { cgPlanNeedsVersions } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { isEditable } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApproveAction } from '../../../approval/allowed-actions.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval } from '../../../approval/document-approval.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { DeptService } from '../../system/dept.service.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { createPlanExport } from './plan-export.ts';
import { createPlanImport } from './plan-import.ts';
import { createPlanReader } from './plan-read.service.ts';
import { PLAN_RESOURCE, findPlan, planItemsOf, type PlanSubmit } from './plan-records.ts';
import { createPlanSaver } from './plan-save.service.ts';

export { PLAN_RESOURCE, type PlanFilter, type PlanQueueFilter } from './plan-records.ts';

/** A plan has no single-line rejection: a wrong line is fixed by rejecting the plan or by a plan change. */
const PLAN_ACTIONS: readonly ApproveAction[] = [
  'edit',
  'remove',
  'submit',
  'cancel',
  'confirm',
  'approve',
  'reject',
];

/**
 * Demand plans (需求计划), composed from the document kit like the demand bill: reading, saving, import and
 * export in their files, the approval through createDocumentApproval('PLAN') with the bill's chain rules (PM
 * confirmation first, the project manager one of the department's), version 1 recorded on final approval.
 */
export function createPlanNeedsService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  depts: DeptService;
  scopeRules: ScopeRules;
  permissions: PermissionSource;
}) {
  const { db, clock, approvals, nextId } = deps;

  async function assertProjectManager(
    caller: Caller,
    deptId: string,
    projectManagerId: string | null | undefined,
  ) {
    if (!projectManagerId) return;
    const managers = await approvals.projectManagersOf(caller.tenantId, deptId);
    if (!managers.some((m) => m.id === projectManagerId))
      throw badRequest('planPmNotOfDept', projectManagerId);
    const chain = await approvals.chainFor(caller.tenantId, 'PLAN');
    if (!chain.allowSelfApproval && projectManagerId === caller.userId)
      throw badRequest('approvalPmIsSubmitter');
  }

  const approval = createDocumentApproval(deps, 'PLAN', {
    find: (caller, id) => findPlan(db, caller, id),
    number: (plan) => plan.planNo,
    permissionPrefix: PLAN_RESOURCE,
    supports: PLAN_ACTIONS,
    beforeSubmit: async (caller, plan) => {
      if (!isEditable(plan.approveStatus) || plan.createUser !== caller.userId || !plan.projectManagerId)
        return;
      const chain = await approvals.chainFor(caller.tenantId, 'PLAN');
      if (chain.nodes.includes('PM')) await assertProjectManager(caller, plan.deptId, plan.projectManagerId);
    },
    // Under the row lock: the plan is still the one checked, and every line names a usable material.
    onSubmit: async (tx, caller, plan, _outcome, doc) => {
      if (doc.projectManagerId !== plan.projectManagerId || doc.deptId !== plan.deptId) {
        throw new AppError(409, 'approvalMovedOn');
      }
      const lines = await planItemsOf(tx, caller.tenantId, plan.id);
      if (lines.length === 0) throw badRequest('planNoLines');
      const ids = [...new Set(lines.map((line) => line.materialId))];
      const usable = await tenantScope(tx, caller.tenantId).select(
        materials,
        inArray(materials.id, ids),
        eq(materials.isDeleted, 0),
      );
      const byId = new Map(usable.map((m) => [m.id, m]));
      for (const line of lines) {
        const material = byId.get(line.materialId);
        if (!material) throw badRequest('planLineMaterialMissing', line.lineNo - 1, line.materialId);
        if (material.status !== 1)
          throw badRequest('planLineMaterialDisabled', line.lineNo - 1, material.materialCode);
      }
    },
    // The approved plan is version 1 of its history (a change adds the next ones).
    onApproved: async (tx, caller, _outcome, doc) => {
      await tenantScope(tx, caller.tenantId).insert(cgPlanNeedsVersions, [
        {
          id: nextId(),
          planId: doc.id,
          version: 1,
          changeId: null,
          appliedUser: caller.userId,
          appliedTime: clock(),
        },
      ]);
    },
  });

  const reader = createPlanReader({
    db,
    depts: deps.depts,
    scopeRules: deps.scopeRules,
    permissions: deps.permissions,
    approval,
  });
  const saver = createPlanSaver({ db, clock, nextId, assertProjectManager });

  return {
    page: reader.page,
    queue: reader.queue,
    detail: reader.detail,
    materialPage: reader.materialPage,
    exportSheet: createPlanExport({ db, reader }),
    save: async (caller: Caller, input: PlanSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    setStatus: async (caller: Caller, body: { id: string; planStatus: 0 | 1 }, lang: Lang) => {
      await saver.setStatus(caller, body.id, body.planStatus);
      return reader.detail(caller, body.id, lang);
    },
    ...createPlanImport({ db }),
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
  };
}

export type PlanNeedsService = ReturnType<typeof createPlanNeedsService>;
