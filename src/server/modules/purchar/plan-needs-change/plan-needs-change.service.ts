import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApproveAction } from '../../../approval/allowed-actions.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval } from '../../../approval/document-approval.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { DeptService } from '../../system/dept.service.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { checkAndApplyChange } from './plan-change-apply.ts';
import { createChangeExport } from './plan-change-export.ts';
import { createChangeReader } from './plan-change-read.service.ts';
import { CHANGE_RESOURCE, findChange, type ChangeSubmit } from './plan-change-records.ts';
import { createChangeSaver } from './plan-change-save.service.ts';

export { CHANGE_RESOURCE, type ChangeFilter, type ChangeQueueFilter } from './plan-change-records.ts';

const CHANGE_ACTIONS: readonly ApproveAction[] = [
  'edit',
  'remove',
  'submit',
  'cancel',
  'confirm',
  'approve',
  'reject',
];

/**
 * Demand plan changes (计划变更) on the document kit: createDocumentApproval('PLAN_CHANGE') with the plan's
 * chain rules; the change is checked against its plan inside the submit transaction and applied to the plan
 * inside the final approval's (onApproved), both under the plan's row locks.
 */
export function createPlanNeedsChangeService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  depts: DeptService;
  scopeRules: ScopeRules;
  permissions: PermissionSource;
}) {
  const { db, clock, nextId, approvals } = deps;

  async function assertProjectManager(
    caller: Caller,
    deptId: string,
    projectManagerId: string | null | undefined,
  ) {
    if (!projectManagerId) return;
    const managers = await approvals.projectManagersOf(caller.tenantId, deptId);
    if (!managers.some((m) => m.id === projectManagerId))
      throw badRequest('planPmNotOfDept', projectManagerId);
    const chain = await approvals.chainFor(caller.tenantId, 'PLAN_CHANGE');
    if (!chain.allowSelfApproval && projectManagerId === caller.userId)
      throw badRequest('approvalPmIsSubmitter');
  }

  const approval = createDocumentApproval(deps, 'PLAN_CHANGE', {
    find: (caller, id) => findChange(db, caller, id),
    number: (change) => change.changeNo,
    permissionPrefix: CHANGE_RESOURCE,
    supports: CHANGE_ACTIONS,
    onSubmit: async (tx, caller, change) => checkAndApplyChange(tx, caller, change, { apply: false }),
    onApproved: async (tx, caller, _outcome, doc) =>
      checkAndApplyChange(tx, caller, await findChange(tx, caller, doc.id), {
        apply: true,
        nextId,
        now: clock(),
      }),
  });

  const reader = createChangeReader({ db, depts: deps.depts, scopeRules: deps.scopeRules, approval });
  const saver = createChangeSaver({ db, clock, nextId, assertProjectManager });

  return {
    page: reader.page,
    queue: reader.queue,
    detail: reader.detail,
    changeablePlans: reader.changeablePlans,
    exportSheet: createChangeExport({ db, reader }),
    save: async (caller: Caller, input: ChangeSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
  };
}

export type PlanNeedsChangeService = ReturnType<typeof createPlanNeedsChangeService>;
