import type { Caller } from '../context.ts';
import type { Tx } from '../db/database.ts';
import type { NodeCode } from '../domain/approval/approval-codes.ts';
import type { ApprovalCommand, ApprovalOutcome } from '../domain/approval/approval-transition.ts';
import type { PermissionSource } from '../http/permission.ts';
import type { Lang } from '../http/messages.ts';
import { createAllowedActions, type ActionDoc, type ApproveAction } from './allowed-actions.ts';
import type { ApprovableBizType, DocRow } from './approval-store.ts';
import { toApprovalStep, type ApprovalService, type ApprovalStep } from './approval-views.ts';

/** The status and round the client last saw (approval.yaml SeenStatus / SeenRoundNo). */
export type Seen = { seenStatus?: number; seenRoundNo?: number };
export type Opinion = { opinion?: string | null };

/** A document module's effects inside the engine's transaction (after the state and record are written). */
export type InSameTransaction = (tx: Tx, outcome: ApprovalOutcome, doc: DocRow) => Promise<void>;

export interface DocumentApprovalOptions<Row> {
  /** The document as its module reads it: 404 for another tenant's or a deleted id, before anything else. */
  find: (caller: Caller, id: string) => Promise<Row>;
  /** Its number for ApprovalStep.bizNo (needsNo, contractNo, …). */
  number: (row: Row) => string;
  /** The document's menu code, the prefix of its button permissions (`cg_needs` → `cg_needs_approve`). */
  permissionPrefix: string;
  /** The actions the document has (default: all, rejectLines only for documents with lines). */
  supports?: readonly ApproveAction[];
  /** Checks before the submit transaction (reads outside it: PGlite serves one connection). */
  beforeSubmit?: (caller: Caller, row: Row) => Promise<void>;
  /** What must hold inside the submit transaction (lines still valid…); throwing rolls the submit back. */
  onSubmit?: (tx: Tx, caller: Caller, row: Row, outcome: ApprovalOutcome, doc: DocRow) => Promise<void>;
  /**
   * What the final approval does to other rows (apply a plan change, re-check a plan's quantity), in the same
   * transaction as the state change, whichever call approves (a level's approve, the PM's confirm, or a submit
   * into an empty chain); throwing rolls the approval back.
   */
  onApproved?: (tx: Tx, caller: Caller, outcome: ApprovalOutcome, doc: DocRow) => Promise<void>;
}

const seenOf = (body: Seen) => ({ approveStatus: body.seenStatus, roundNo: body.seenRoundNo });

/**
 * Everything a document's approval calls need, over the one engine: submit, withdraw, PM confirm, the level
 * approvals, rejection, line rejection with the document's own hook, the progress and history views, the
 * queue condition and the allowed actions. Each action reads the document first (404 for another tenant's
 * id), runs the engine with the caller's `seen` state (a stale screen gets 409), and answers ApprovalStep.
 */
export function createDocumentApproval<Row>(
  deps: { approvals: ApprovalService; permissions: PermissionSource },
  bizType: ApprovableBizType,
  options: DocumentApprovalOptions<Row>,
) {
  const { approvals } = deps;
  const actionsOf = createAllowedActions(deps);

  /** Runs one engine command on a document of the caller's tenant, with an optional in-transaction hook. */
  async function act(
    caller: Caller,
    id: string,
    command: ApprovalCommand,
    lang: Lang,
    hook?: InSameTransaction,
  ): Promise<ApprovalStep> {
    const row = await options.find(caller, id);
    const onApproved = options.onApproved;
    const both: InSameTransaction | undefined = onApproved
      ? async (tx, outcome, doc) => {
          await hook?.(tx, outcome, doc);
          if (outcome.next.approved) await onApproved(tx, caller, outcome, doc);
        }
      : hook;
    const applied = await approvals.apply(caller, bizType, id, command, both);
    return toApprovalStep({ id, no: options.number(row) }, applied, lang);
  }

  async function submit(caller: Caller, body: { id: string } & Seen, lang: Lang) {
    const row = await options.find(caller, body.id);
    await options.beforeSubmit?.(caller, row);
    const onSubmit = options.onSubmit;
    return act(
      caller,
      body.id,
      { action: 'submit', seen: seenOf(body) },
      lang,
      onSubmit && ((tx, outcome, doc) => onSubmit(tx, caller, row, outcome, doc)),
    );
  }

  const cancel = (caller: Caller, body: { id: string } & Seen, lang: Lang) =>
    act(caller, body.id, { action: 'cancel', seen: seenOf(body) }, lang);

  const confirm = (caller: Caller, id: string, body: Opinion & Seen, lang: Lang) =>
    act(caller, id, { action: 'confirm', opinion: body.opinion ?? '', seen: seenOf(body) }, lang);

  /** One approval level: the call names it, and the engine refuses (409) a document not at that level. */
  const approve = (
    caller: Caller,
    level: Exclude<NodeCode, 'PM'>,
    body: { id: string } & Opinion & Seen,
    lang: Lang,
  ) =>
    act(caller, body.id, { action: 'approve', level, opinion: body.opinion ?? '', seen: seenOf(body) }, lang);

  const reject = (
    caller: Caller,
    body: { id: string; opinion: string; nodeCode?: NodeCode } & Seen,
    lang: Lang,
  ) =>
    act(
      caller,
      body.id,
      { action: 'reject', level: body.nodeCode, opinion: body.opinion, seen: seenOf(body) },
      lang,
    );

  /** Line rejection: the engine decides who and when; the document's hook marks its lines atomically. */
  const rejectLines = (
    caller: Caller,
    id: string,
    body: { reason: string; everyLine: boolean } & Seen,
    lang: Lang,
    hook: InSameTransaction,
  ) =>
    act(
      caller,
      id,
      { action: 'rejectLines', reason: body.reason, everyLine: body.everyLine, seen: seenOf(body) },
      lang,
      hook,
    );

  approvals.registerDocument(bizType, { act, permissionPrefix: options.permissionPrefix });
  return {
    act,
    submit,
    cancel,
    confirm,
    approve,
    reject,
    rejectLines,
    approveInfo: (caller: Caller, id: string, lang: Lang) => approvals.approveInfo(caller, bizType, id, lang),
    approveList: (caller: Caller, id: string, lang: Lang) => approvals.approveList(caller, bizType, id, lang),
    /** "Waiting at `node` for this caller" as SQL, for the document's own queue list and filters. */
    queueCondition: (caller: Caller, node: NodeCode) => approvals.queueCondition(caller, bizType, node),
    chain: (tenantId: string) => approvals.chainFor(tenantId, bizType),
    /**
     * The actions the caller may take now on each document (ids with whether a line is still open, and the row
     * when the caller has it).
     */
    allowedActions: (caller: Caller, docs: readonly ActionDoc[]) =>
      actionsOf(caller, bizType, docs, {
        permissionPrefix: options.permissionPrefix,
        supports: options.supports,
      }),
  };
}

export type DocumentApproval = ReturnType<typeof createDocumentApproval>;
