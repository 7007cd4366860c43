import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { isEditable } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval, type Seen } from '../../../approval/document-approval.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { DeptService } from '../../system/dept.service.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { assertBillWithinPlans } from '../plan-needs/plan-control.ts';
import { createNeedsExport } from './needs-export.ts';
import { createNeedsImport } from './needs-import.ts';
import { createNeedsReader } from './needs-read.service.ts';
import { ITEM_NORMAL, ITEM_REJECTED, NEEDS_RESOURCE, findBill, itemsOf, totalsOf } from './needs-records.ts';
import type { ItemRow, NeedsSubmit } from './needs-records.ts';
import { createNeedsSaver } from './needs-save.service.ts';

export { NEEDS_RESOURCE, type NeedsFilter, type QueueFilter } from './needs-records.ts';

/**
 * Purchase demand bills (需求单), composed from the document kit: reading, saving, import and export in their
 * files, every approval call through createDocumentApproval('NEEDS'), plus what only bills have — the project
 * manager rules, the line checks inside the submit transaction, and single-line rejection.
 */
export function createNeedsService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  depts: DeptService;
  scopeRules: ScopeRules;
  permissions: PermissionSource;
}) {
  const { db, clock, approvals } = deps;

  /** The PM must be one of the department's project managers, and not the caller unless self-approval is on. */
  async function assertProjectManager(
    caller: Caller,
    deptId: string,
    projectManagerId: string | null | undefined,
  ) {
    if (!projectManagerId) return;
    const managers = await approvals.projectManagersOf(caller.tenantId, deptId);
    if (!managers.some((m) => m.id === projectManagerId))
      throw badRequest('needsPmNotOfDept', projectManagerId);
    const chain = await approvals.chainFor(caller.tenantId, 'NEEDS');
    if (!chain.allowSelfApproval && projectManagerId === caller.userId)
      throw badRequest('approvalPmIsSubmitter');
  }

  const approval = createDocumentApproval(deps, 'NEEDS', {
    find: (caller, id) => findBill(db, caller, id),
    number: (bill) => bill.needsNo,
    permissionPrefix: NEEDS_RESOURCE,
    // The PM is checked against the department as it is now (grants may have changed since save); the engine
    // itself refuses the wrong person or state, so only an editable bill of the caller is checked here.
    beforeSubmit: async (caller, bill) => {
      if (!isEditable(bill.approveStatus) || bill.createUser !== caller.userId || !bill.projectManagerId)
        return;
      const chain = await approvals.chainFor(caller.tenantId, 'NEEDS');
      if (chain.nodes.includes('PM')) await assertProjectManager(caller, bill.deptId, bill.projectManagerId);
    },
    // Under the row lock: the bill is still the one checked, and every open line names a usable material.
    onSubmit: async (tx, caller, bill, _outcome, doc) => {
      if (doc.projectManagerId !== bill.projectManagerId || doc.deptId !== bill.deptId) {
        throw new AppError(409, 'approvalMovedOn');
      }
      const open = (await itemsOf(tx, caller.tenantId, bill.id)).filter(
        (line) => line.itemStatus === ITEM_NORMAL,
      );
      if (open.length === 0) throw badRequest('needsNoLines');
      const ids = [...new Set(open.map((line) => line.materialId))];
      const usable = await tenantScope(tx, caller.tenantId).select(
        materials,
        inArray(materials.id, ids),
        eq(materials.isDeleted, 0),
      );
      const byId = new Map(usable.map((m) => [m.id, m]));
      for (const line of open) {
        const material = byId.get(line.materialId);
        const index = line.lineNo - 1;
        if (!material) throw badRequest('needsLineMaterialMissing', index, line.materialId);
        if (material.status !== 1)
          throw badRequest('needsLineMaterialDisabled', index, material.materialCode);
      }
      // Plan control: the bill now counts against its plan lines; never beyond what they have left.
      await assertBillWithinPlans(tx, caller.tenantId, bill.id);
    },
    // Checked again when the bill is finally approved, under the plan lines' locks: a plan change may have
    // lowered a line meanwhile, another bill drawn from it, or its plan been disabled (停用 means no more demand
    // from it, so a bill still in approval is refused too; the requester can take the plan lines out and resubmit).
    onApproved: (tx, caller, _outcome, doc) => assertBillWithinPlans(tx, caller.tenantId, doc.id),
  });

  const reader = createNeedsReader({ db, depts: deps.depts, scopeRules: deps.scopeRules, approval });
  const saver = createNeedsSaver({ db, clock, nextId: deps.nextId, assertProjectManager });

  /** Line rejections go through the engine (who may, at which state) and its hook marks the lines atomically. */
  async function rejectItems(
    caller: Caller,
    body: { needsId: string; itemIds: string[]; reason: string } & Seen,
    lang: Lang,
  ) {
    const bill = await findBill(db, caller, body.needsId);
    const wanted = [...new Set(body.itemIds)];
    const openIds = (lines: ItemRow[]) =>
      lines.filter((line) => line.itemStatus === ITEM_NORMAL).map((line) => line.id);
    const before = openIds(await itemsOf(db, caller.tenantId, bill.id));
    const unknown = wanted.filter((id) => !before.includes(id));
    if (unknown.length) throw badRequest('needsItemsNotRejectable', unknown.join(','));
    const everyLine = before.length === wanted.length;
    const rejected = new Set(wanted);
    return approval.rejectLines(caller, bill.id, { ...body, everyLine }, lang, async (tx) => {
      const lines = await itemsOf(tx, caller.tenantId, bill.id, true);
      // A line assigned downstream (to a purchaser, later sourcing and orders) is purchasing's now (I5).
      const assigned = lines.find(
        (line) => rejected.has(line.id) && compareDecimal(line.assignedQty, '0') > 0,
      );
      if (assigned) throw new AppError(409, 'execLineAssigned', assigned.lineNo);
      const open = openIds(lines);
      // Decided on the lines read before the lock: if they changed meanwhile, the caller saw an old bill.
      if (open.length !== before.length || open.some((id) => !before.includes(id))) {
        throw new AppError(409, 'approvalMovedOn');
      }
      const now = clock();
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { rejectReason: body.reason.trim(), rejectUser: caller.userId, rejectTime: now };
      await scope.update(
        cgNeedsItems,
        { itemStatus: ITEM_REJECTED, ...stamp, updateUser: caller.userId, updateTime: now },
        eq(cgNeedsItems.needsId, bill.id),
        inArray(cgNeedsItems.id, wanted),
      );
      const after = lines.map((line) => ({
        ...line,
        itemStatus: rejected.has(line.id) ? ITEM_REJECTED : line.itemStatus,
      }));
      await scope.update(cgNeeds, totalsOf(after), eq(cgNeeds.id, bill.id));
    });
  }

  return {
    page: reader.page,
    queue: reader.queue,
    detail: reader.detail,
    projectManagers: (caller: Caller, deptId: string) => approvals.projectManagersOf(caller.tenantId, deptId),
    exportSheet: createNeedsExport({ db, reader }),
    save: async (caller: Caller, input: NeedsSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    ...createNeedsImport({ db }),
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    rejectItems,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
  };
}

export type NeedsService = ReturnType<typeof createNeedsService>;
