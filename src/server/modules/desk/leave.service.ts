import { eq } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-desk';
import type { ApprovalService } from '../../approval/approval-views.ts';
import { createDocumentApproval } from '../../approval/document-approval.ts';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { wfLeaves } from '../../db/schema/workflow.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { deptNames, userNames } from '../../documents/enrich.ts';
import { nextDocumentNo } from '../../documents/numbering.ts';
import { approveStatusName, isNodeCode, isPending, nodeName } from '../../domain/approval/approval-codes.ts';
import { DAY_MS } from '../../domain/values.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../http/permission.ts';
import { codeName, type Names } from '../../lib/code-names.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { notFound } from '../../lib/records.ts';
import type { StartableProcess } from '../flow/flow.service.ts';

type Leave = components['schemas']['Leave'];
type LeaveStart = components['schemas']['LeaveStart'];
type LeaveType = components['schemas']['LeaveType'];
type LeaveRow = typeof wfLeaves.$inferSelect;

/** The leave process's definition id: the form route's parameter and start-process's processDefinitionId. */
export const LEAVE_PROCESS_ID = 'leave';

/** What 发起事务 (blade-flow start-list) lists for it. */
export const LEAVE_PROCESS: StartableProcess = {
  id: LEAVE_PROCESS_ID,
  key: 'leave',
  names: { zh: '请假流程', en: 'Leave request' },
  category: { zh: '行政', en: 'Administration' },
  version: 1,
  description: {
    zh: '填写请假类型、日期、天数和事由,由所在部门的上级领导逐级审批',
    en: 'Leave type, dates, days and reason, approved in turn by the leaders above your department',
  },
};
/** Its buttons: 发起事务's own (work_start_submit / _approve / _reject). */
export const LEAVE_RESOURCE = 'work_start';

const LEAVE_TYPE_NAMES: Record<LeaveType, Names> = {
  ANNUAL: { zh: '年假', en: 'Annual leave' },
  SICK: { zh: '病假', en: 'Sick leave' },
  PERSONAL: { zh: '事假', en: 'Personal leave' },
  MARRIAGE: { zh: '婚假', en: 'Marriage leave' },
  MATERNITY: { zh: '产假/陪产假', en: 'Maternity / paternity leave' },
  OTHER: { zh: '其他', en: 'Other' },
};

export interface LeaveDeps {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
}

/**
 * 请假 on the one approval engine (bizType LEAVE): start-process saves the request and submits it at once; the
 * chain is the leaders above the applicant's department (default 总监 → 经理, levels nobody holds skipped); the
 * approvers handle it from the inbox (complete-task) or the handle screen, which call the same approval.
 */
export function createLeaveService(deps: LeaveDeps) {
  const { db, clock, approvals } = deps;

  async function findLeave(caller: Pick<Caller, 'tenantId'>, id: string): Promise<LeaveRow> {
    const [row] = await tenantScope(db, caller.tenantId).select(
      wfLeaves,
      eq(wfLeaves.id, id),
      eq(wfLeaves.isDeleted, 0),
    );
    if (!row) throw notFound(id);
    return row;
  }

  const approval = createDocumentApproval(deps, 'LEAVE', {
    find: findLeave,
    number: (row) => row.leaveNo,
    permissionPrefix: LEAVE_RESOURCE,
    supports: ['approve', 'reject'],
  });

  /** The request as the contract has it, with its waiting task and the caller's allowed actions. */
  async function describe(caller: Caller, row: LeaveRow, lang: Lang): Promise<Leave> {
    const [users, depts, actions] = await Promise.all([
      userNames(db, caller.tenantId, [row.createUser]),
      deptNames(db, caller.tenantId, [row.deptId]),
      approval.allowedActions(caller, [{ id: row.id, row }]),
    ]);
    const waiting = isPending(row.approveStatus) && isNodeCode(row.currentNode) ? row.currentNode : null;
    return {
      id: row.id,
      leaveNo: row.leaveNo,
      processDefinitionId: row.processDefinitionId,
      processInstanceId: `LEAVE-${row.id}`,
      taskId: waiting ? `LEAVE-${row.id}-${row.roundNo}-${waiting}` : '',
      leaveType: row.leaveType as LeaveType,
      leaveTypeName: codeName(LEAVE_TYPE_NAMES, row.leaveType as LeaveType, lang),
      startTime: row.startDate,
      endTime: row.endDate,
      days: row.days,
      reason: row.reason,
      applicantId: row.createUser ?? '',
      applicantName: users.get(row.createUser ?? '') ?? '',
      deptName: depts.get(row.deptId) ?? '',
      applyTime: formatDateTime(row.submitTime ?? row.createTime),
      approveStatus: row.approveStatus as Leave['approveStatus'],
      approveStatusName: approveStatusName(row.approveStatus, lang),
      currentNode: waiting,
      currentNodeName: waiting ? nodeName(waiting, lang) : '',
      lastRejectReason: row.lastRejectReason,
      approveTime: formatDateTime(row.approveTime),
      allowedActions: actions.get(row.id) ?? [],
    };
  }

  /** The form's rules, before anything is written. */
  function checkForm(caller: Caller, body: LeaveStart) {
    if (body.processDefinitionId !== LEAVE_PROCESS_ID) {
      throw badRequest('leaveUnknownProcess', body.processDefinitionId);
    }
    if (body.endTime < body.startTime) throw badRequest('leaveEndBeforeStart');
    const span = Math.round((Date.parse(body.endTime) - Date.parse(body.startTime)) / DAY_MS) + 1;
    const days = Number(body.days);
    if (!(days > 0) || days > span) throw badRequest('leaveDaysInvalid', span);
    const deptId = caller.deptIds[0];
    if (!deptId) throw badRequest('leaveNoDept');
    return { deptId, days: days.toFixed(1) };
  }

  /**
   * start-process: save and submit. The submit is the engine's own transaction (PGlite serves one connection, so
   * the two cannot nest); should it be refused, the request just saved is taken back out, so a refusal leaves
   * nothing behind.
   */
  async function start(caller: Caller, body: LeaveStart, lang: Lang): Promise<Leave> {
    const { deptId, days } = checkForm(caller, body);
    const id = deps.nextId();
    await db.transaction(async (tx) => {
      const leaveNo = await nextDocumentNo(tx, caller.tenantId, 'QJ', clock);
      await tenantScope(tx, caller.tenantId).insert(wfLeaves, [
        {
          id,
          leaveNo,
          processDefinitionId: body.processDefinitionId,
          leaveType: body.leaveType,
          startDate: body.startTime,
          endDate: body.endTime,
          days,
          reason: body.reason.trim(),
          deptId,
          createUser: caller.userId,
          createDept: deptId,
          createTime: clock(),
          updateUser: caller.userId,
          updateTime: clock(),
        },
      ]);
    });
    try {
      await approval.submit(caller, { id }, lang);
    } catch (error) {
      await tenantScope(db, caller.tenantId).delete(wfLeaves, eq(wfLeaves.id, id));
      throw error;
    }
    return describe(caller, await findLeave(caller, id), lang);
  }

  /** detail: for the applicant, whoever acted on it or may act now, and the platform administrator. */
  async function detail(caller: Caller, businessId: string, lang: Lang): Promise<Leave> {
    const row = await findLeave(caller, businessId);
    const leave = await describe(caller, row, lang);
    if (isSuperAdmin(caller) || row.createUser === caller.userId || leave.allowedActions.length > 0) {
      return leave;
    }
    const history = await approvals.records(caller, 'LEAVE', row.id);
    if (history.some((r) => r.approverId === caller.userId)) return leave;
    throw new AppError(403, 'leaveNotYours');
  }

  return { start, detail, approval };
}

export type LeaveService = ReturnType<typeof createLeaveService>;
