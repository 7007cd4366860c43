import type { components } from '../../../api/generated/types/blade-flow';
import { createApprovalInbox, type InboxFilter, type InboxRow } from '../../approval/approval-inbox.ts';
import type { ApprovalService } from '../../approval/approval-views.ts';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { deptNames, userNames } from '../../documents/enrich.ts';
import {
  NODES,
  approveActionName,
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../../domain/approval/approval-codes.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { assertAnyPermission, isSuperAdmin, type PermissionSource } from '../../http/permission.ts';
import { codeName, type Names } from '../../lib/code-names.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { Page, PageQuery } from '../../lib/page.ts';
import { BIZ_TYPE_NAMES } from '../../approval/biz-type-names.ts';
import { parseProcessInstanceId, parseTaskId, processInstanceIdOf, taskIdOf } from './flow-task-id.ts';

type WorkTask = components['schemas']['WorkTask'];
type ProcessDefinition = components['schemas']['ProcessDefinition'];
type ListQuery = PageQuery & InboxFilter;
type Outcome = { outcome: string; outcomeTime: string };

/**
 * A process a user may start from 发起事务 (BladeX deploys Flowable models; here each is a document type of the
 * approval engine with its own form, supplied by its module). Every holder of work_start may start these.
 */
export interface StartableProcess {
  id: string;
  key: string;
  names: Names;
  category: Names;
  version: number;
  description: Names;
}

export interface FlowDeps {
  db: Database;
  clock: () => Date;
  approvals: ApprovalService;
  permissions: PermissionSource;
  startable: readonly StartableProcess[];
}

/**
 * blade-flow over the one approval engine: the inbox lists (approval-inbox.ts reads every registered document
 * type), claiming a task, completing it through the document's own approval, and a document's history.
 */
export function createFlowService(deps: FlowDeps) {
  const { db, clock, approvals } = deps;
  const inbox = createApprovalInbox(db, approvals);

  /** The rows as the contract has them: names in the caller's language, the waiting task, the wait so far. */
  async function describe<R extends InboxRow>(
    caller: Caller,
    page: Page<R>,
    lang: Lang,
    outcomeOf: (row: R) => Outcome,
    /** The waiting lists: whether the caller may claim each row's task (the others are not the caller's). */
    candidate = false,
  ): Promise<Page<WorkTask>> {
    const rows = page.records;
    const [users, depts] = await Promise.all([
      userNames(
        db,
        caller.tenantId,
        rows.flatMap((r) => [r.createUser, r.claimant]),
      ),
      deptNames(
        db,
        caller.tenantId,
        rows.map((r) => r.deptId),
      ),
    ]);
    const now = clock().getTime();
    const records = rows.map((row): WorkTask => {
      const waiting = isPending(row.approveStatus) && isNodeCode(row.currentNode) ? row.currentNode : null;
      const since = waiting ? row.waitingSince : null;
      return {
        taskId: waiting ? taskIdOf({ ...row, node: waiting }) : '',
        taskName: waiting ? nodeName(waiting, lang) : '',
        processInstanceId: processInstanceIdOf(row.bizType, row.bizId),
        businessId: row.bizId,
        bizType: row.bizType,
        bizTypeName: codeName(BIZ_TYPE_NAMES, row.bizType, lang),
        bizNo: row.bizNo,
        amount: row.amount,
        submitterId: row.createUser,
        submitterName: users.get(row.createUser ?? '') ?? '',
        deptName: depts.get(row.deptId ?? '') ?? '',
        submitTime: formatDateTime(row.submitTime),
        createTime: formatDateTime(since),
        waitingMinutes: since ? Math.max(0, Math.floor((now - since.getTime()) / 60_000)) : 0,
        approveStatus: row.approveStatus as WorkTask['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: waiting,
        claimable: candidate && waiting !== null && waiting !== 'PM' && !row.claimant,
        assigneeName: waiting && row.claimant ? (users.get(row.claimant) ?? '') : '',
        ...outcomeOf(row),
      };
    });
    return { ...page, records };
  }

  const noOutcome = (): Outcome => ({ outcome: '', outcomeTime: '' });

  /** 待办: every document waiting for the caller. */
  const todo = async (caller: Caller, query: ListQuery, lang: Lang) =>
    describe(
      caller,
      await inbox.waitingFor(caller, { bizType: query.bizType }, query),
      lang,
      noOutcome,
      true,
    );

  /** 待签: waiting at a role node the caller holds, claimed by nobody. */
  const claimable = async (caller: Caller, query: ListQuery, lang: Lang) =>
    describe(
      caller,
      await inbox.waitingFor(caller, { bizType: query.bizType, claimable: true }, query),
      lang,
      noOutcome,
      true,
    );

  /** 办结: what the caller acted on as an approver; the outcome is their own last action. */
  const done = async (caller: Caller, query: ListQuery, lang: Lang) =>
    describe(caller, await inbox.actedBy(caller, { bizType: query.bizType }, query), lang, (row) => ({
      outcome: approveActionName(row.action, lang),
      outcomeTime: formatDateTime(row.actionTime),
    }));

  /** 已发: what the caller submitted; the outcome is where the document stands. */
  const sent = async (caller: Caller, query: ListQuery, lang: Lang) =>
    describe(caller, await inbox.submittedBy(caller, { bizType: query.bizType }, query), lang, (row) => ({
      outcome: approveStatusName(row.approveStatus, lang),
      outcomeTime: formatDateTime(row.actionTime),
    }));

  /** 签收 (the engine decides, under the document's lock). */
  async function claim(caller: Caller, taskId: string) {
    const task = parseTaskId(taskId);
    await approvals.claim(caller, task.bizType, task.bizId, task.roundNo, task.node);
  }

  /**
   * 办理: approve (confirm at PM) or reject at the task's node, through the document's own approval so its effects
   * and its button permission apply as on its screen. The task's round and node are the state the caller saw: a
   * document that moved on since is 409, a task that is not the caller's 403 (the engine's rule, claims included).
   */
  async function complete(
    caller: Caller,
    body: {
      taskId: string;
      processInstanceId?: string | null;
      pass: boolean;
      comment?: string | null;
      seenStatus?: number;
      seenRoundNo?: number;
    },
    lang: Lang,
  ) {
    const task = parseTaskId(body.taskId);
    if (body.processInstanceId) {
      const instance = parseProcessInstanceId(body.processInstanceId);
      if (instance.bizType !== task.bizType || instance.bizId !== task.bizId) {
        throw badRequest('flowTaskMismatch', body.taskId, body.processInstanceId);
      }
    }
    const comment = body.comment?.trim() ?? '';
    if (!body.pass && !comment) throw badRequest('flowCommentRequired');
    const document = approvals.documentApproval(task.bizType);
    if (!document) throw badRequest('flowNotWired', codeName(BIZ_TYPE_NAMES, task.bizType, lang));
    await assertAnyPermission(deps.permissions, caller, [
      `${document.permissionPrefix}_${body.pass ? 'approve' : 'reject'}`,
    ]);
    const seen = {
      approveStatus: body.seenStatus ?? NODES[task.node].status,
      roundNo: body.seenRoundNo ?? task.roundNo,
    };
    // The task names the node it was at: if the document is elsewhere now, the engine answers 409 moved on.
    if (seen.approveStatus !== NODES[task.node].status || seen.roundNo !== task.roundNo) {
      throw new AppError(409, 'approvalMovedOn');
    }
    const command = !body.pass
      ? { action: 'reject' as const, level: task.node, opinion: comment, seen }
      : task.node === 'PM'
        ? { action: 'confirm' as const, opinion: comment, seen }
        : { action: 'approve' as const, level: task.node, opinion: comment, seen };
    return document.act(caller, task.bizId, command, lang);
  }

  /**
   * A document's whole history: for its submitter, whoever took part in it or may act on it now, and whoever may
   * read documents of its type (`<menu>_view`); others 403.
   */
  async function history(caller: Caller, processInstanceId: string, lang: Lang) {
    const { bizType, bizId } = parseProcessInstanceId(processInstanceId);
    const doc = await approvals.findDoc(caller, bizType, bizId);
    const records = await approvals.approveList(caller, bizType, doc.id, lang);
    const involved =
      isSuperAdmin(caller) ||
      doc.createUser === caller.userId ||
      records.some((r) => r.approverId === caller.userId) ||
      (await approvals.decisionInputs(caller, bizType, [doc.id])).docs.some(
        (d) => d.state.currentNode !== null && d.qualifiedNodes.has(d.state.currentNode),
      );
    if (!involved) {
      const prefix = approvals.documentApproval(bizType)?.permissionPrefix;
      const codes = prefix ? await deps.permissions.codesForRoles(caller.roleIds) : new Set<string>();
      if (!prefix || !codes.has(`${prefix}_view`)) throw new AppError(403, 'flowNotInvolved');
    }
    return records;
  }

  /** 发起事务: the processes a user may start (the leave request today). */
  function startList(query: PageQuery, lang: Lang) {
    const all: ProcessDefinition[] = deps.startable.map((p) => ({
      id: p.id,
      key: p.key,
      name: p.names[lang],
      categoryName: p.category[lang],
      version: p.version,
      description: p.description[lang],
    }));
    const from = (query.current - 1) * query.size;
    return {
      records: all.slice(from, from + query.size),
      total: all.length,
      size: query.size,
      current: query.current,
      pages: Math.ceil(all.length / query.size),
    };
  }

  return { todo, claimable, done, sent, claim, complete, history, startList };
}

export type FlowService = ReturnType<typeof createFlowService>;
