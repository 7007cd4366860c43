import { nodeAfter, type ApprovalChain } from './approval-chain.ts';
import {
  APPROVE_ACTION,
  APPROVE_STATUS,
  NODES,
  SUBMIT_NODE,
  isPending,
  isEditable,
  nodeAtStatus,
  type ApproveAction,
  type ApproveStatus,
  type NodeCode,
  type RecordNode,
} from './approval-codes.ts';

/** What the engine needs to know about a document (read under its row lock). */
export interface ApprovalState {
  approveStatus: ApproveStatus;
  currentNode: NodeCode | null;
  roundNo: number;
  /** The nodes this round runs through, frozen at submit so a config change never reroutes a running round. */
  roundNodes: readonly NodeCode[];
  submitterId: string | null;
  projectManagerId: string | null;
  /** Someone other than the submitter acted in the current round (approve, confirm, line reject). */
  actedThisRound: boolean;
}

/** The person acting, with the nodes at which they qualify for this very document (the service works it out). */
export interface Actor {
  userId: string;
  qualifiedNodes: ReadonlySet<NodeCode>;
  /** Holds purchase_admin: may reject lines of an approved bill. */
  purchaseAdmin: boolean;
}

/** The status and round the client last saw; when given and stale, the action is refused as "moved on". */
export interface Seen {
  approveStatus?: number;
  roundNo?: number;
}

export type ApprovalCommand =
  | { action: 'submit'; seen?: Seen }
  | { action: 'confirm'; opinion?: string; seen?: Seen }
  | { action: 'approve'; level: NodeCode; opinion?: string; seen?: Seen }
  /** `level` given: the caller approves at a named level (approveDirector…), which must be the current node. */
  | { action: 'reject'; level?: NodeCode; opinion: string; seen?: Seen }
  | { action: 'cancel'; seen?: Seen }
  /** `everyLine`: after this, no line of the document remains (the document then counts as rejected). */
  | { action: 'rejectLines'; reason: string; everyLine: boolean; seen?: Seen };

export type RefusalCode =
  | 'movedOn'
  | 'immutable'
  | 'notPending'
  | 'alreadySubmitted'
  | 'notAtNode'
  | 'notApprover'
  | 'notSubmitter'
  | 'selfApproval'
  | 'reasonRequired'
  | 'projectManagerRequired'
  | 'projectManagerIsSubmitter'
  | 'alreadyActed';

/** invalid: the input is wrong (400); forbidden: this person may not (403); conflict: the document's state (409). */
export type RefusalKind = 'invalid' | 'forbidden' | 'conflict';

export interface Refusal {
  code: RefusalCode;
  kind: RefusalKind;
  /** The node the refusal is about (notAtNode: the level asked for; notApprover: the node refused at). */
  node?: NodeCode;
}

export interface ApprovalRecordDraft {
  roundNo: number;
  nodeCode: RecordNode;
  action: ApproveAction;
  opinion: string;
  fromStatus: ApproveStatus;
  toStatus: ApproveStatus;
}

export interface ApprovalOutcome {
  next: {
    approveStatus: ApproveStatus;
    currentNode: NodeCode | null;
    roundNo: number;
    roundNodes: readonly NodeCode[];
    /** A new value for lastRejectReason; undefined keeps the stored one. */
    lastRejectReason?: string;
    submitted: boolean;
    approved: boolean;
  };
  record: ApprovalRecordDraft;
}

export type ApprovalDecision = ({ ok: true } & ApprovalOutcome) | { ok: false; refusal: Refusal };

const refuse = (code: RefusalCode, kind: RefusalKind, node?: NodeCode): ApprovalDecision => ({
  ok: false,
  refusal: node ? { code, kind, node } : { code, kind },
});

const statusAt = (node: NodeCode | null): ApproveStatus =>
  node ? NODES[node].status : APPROVE_STATUS.APPROVED;

/**
 * The one transition function: given a document's approval state, its chain, who acts and what they ask,
 * either the next state plus the history record to write, or why not. Pure; the service locks the row, calls
 * this, and writes the result in the same transaction.
 */
export function decideApproval(
  state: ApprovalState,
  chain: ApprovalChain,
  actor: Actor,
  command: ApprovalCommand,
): ApprovalDecision {
  const { seen } = command;
  if (
    seen &&
    ((seen.approveStatus !== undefined && seen.approveStatus !== state.approveStatus) ||
      (seen.roundNo !== undefined && seen.roundNo !== state.roundNo))
  ) {
    return refuse('movedOn', 'conflict');
  }
  const from = state.approveStatus;
  const isSubmitter = state.submitterId !== null && state.submitterId === actor.userId;
  const record = (
    nodeCode: RecordNode,
    action: ApproveAction,
    to: ApproveStatus,
    opinion = '',
    roundNo = state.roundNo,
  ) => ({
    roundNo,
    nodeCode,
    action,
    opinion,
    fromStatus: from,
    toStatus: to,
  });

  switch (command.action) {
    case 'submit': {
      if (from === APPROVE_STATUS.APPROVED) return refuse('immutable', 'conflict');
      if (!isEditable(from)) return refuse('alreadySubmitted', 'conflict');
      if (!isSubmitter) return refuse('notSubmitter', 'forbidden');
      const nodes = chain.nodes;
      if (nodes.includes('PM')) {
        if (!state.projectManagerId) return refuse('projectManagerRequired', 'invalid');
        if (!chain.allowSelfApproval && state.projectManagerId === state.submitterId) {
          return refuse('projectManagerIsSubmitter', 'invalid');
        }
      }
      const first = nodes[0] ?? null;
      const to = statusAt(first);
      const roundNo = state.roundNo + 1;
      return {
        ok: true,
        next: {
          approveStatus: to,
          currentNode: first,
          roundNo,
          roundNodes: nodes,
          lastRejectReason: '',
          submitted: true,
          approved: first === null,
        },
        record: record(SUBMIT_NODE, APPROVE_ACTION.SUBMIT, to, '', roundNo),
      };
    }

    case 'confirm':
    case 'approve': {
      const level = command.action === 'confirm' ? 'PM' : command.level;
      const atNode = guardAtNode(state, actor, level);
      if (atNode) return atNode;
      if (isSubmitter && !chain.allowSelfApproval) return refuse('selfApproval', 'forbidden', level);
      const nextNode = nodeAfter(state.roundNodes, level);
      const to = statusAt(nextNode);
      const action = level === 'PM' ? APPROVE_ACTION.CONFIRM : APPROVE_ACTION.APPROVE;
      return {
        ok: true,
        next: {
          approveStatus: to,
          currentNode: nextNode,
          roundNo: state.roundNo,
          roundNodes: state.roundNodes,
          submitted: false,
          approved: nextNode === null,
        },
        record: record(level, action, to, command.opinion?.trim() ?? ''),
      };
    }

    case 'reject': {
      const level = command.level ?? currentOf(state);
      const atNode = guardAtNode(state, actor, level);
      if (atNode) return atNode;
      const opinion = command.opinion.trim();
      if (!opinion) return refuse('reasonRequired', 'invalid');
      return rejected(state, record(level, APPROVE_ACTION.REJECT, APPROVE_STATUS.REJECTED, opinion), opinion);
    }

    case 'cancel': {
      if (from === APPROVE_STATUS.APPROVED) return refuse('immutable', 'conflict');
      if (!isPending(from)) return refuse('notPending', 'conflict');
      if (!isSubmitter) return refuse('notSubmitter', 'forbidden');
      if (state.actedThisRound) return refuse('alreadyActed', 'conflict');
      return {
        ok: true,
        next: {
          approveStatus: APPROVE_STATUS.DRAFT,
          currentNode: null,
          roundNo: state.roundNo,
          roundNodes: state.roundNodes,
          submitted: false,
          approved: false,
        },
        record: record(state.currentNode ?? SUBMIT_NODE, APPROVE_ACTION.WITHDRAW, APPROVE_STATUS.DRAFT),
      };
    }

    case 'rejectLines': {
      const reason = command.reason.trim();
      if (from === APPROVE_STATUS.APPROVED) {
        // After approval only a purchase admin rejects lines; the bill itself stays approved.
        if (!actor.purchaseAdmin) return refuse('immutable', 'conflict');
        if (!reason) return refuse('reasonRequired', 'invalid');
        return {
          ok: true,
          next: {
            approveStatus: from,
            currentNode: null,
            roundNo: state.roundNo,
            roundNodes: state.roundNodes,
            submitted: false,
            approved: false,
          },
          record: record(SUBMIT_NODE, APPROVE_ACTION.REJECT_LINES, from, reason),
        };
      }
      const node = currentOf(state);
      const atNode = guardAtNode(state, actor, node);
      if (atNode) return atNode;
      if (!reason) return refuse('reasonRequired', 'invalid');
      if (command.everyLine) {
        return rejected(
          state,
          record(node, APPROVE_ACTION.REJECT_LINES, APPROVE_STATUS.REJECTED, reason),
          reason,
        );
      }
      return {
        ok: true,
        next: {
          approveStatus: from,
          currentNode: node,
          roundNo: state.roundNo,
          roundNodes: state.roundNodes,
          submitted: false,
          approved: false,
        },
        record: record(node, APPROVE_ACTION.REJECT_LINES, from, reason),
      };
    }
  }
}

/** The node a pending document waits at (the status says it too; the column is the one read first). */
const currentOf = (state: ApprovalState): NodeCode =>
  state.currentNode ?? nodeAtStatus(state.approveStatus) ?? 'PM';

/** The checks every node action shares: still pending, at this very level, by someone who qualifies there. */
function guardAtNode(state: ApprovalState, actor: Actor, level: NodeCode): ApprovalDecision | null {
  if (state.approveStatus === APPROVE_STATUS.APPROVED) return refuse('immutable', 'conflict');
  if (!isPending(state.approveStatus)) return refuse('notPending', 'conflict');
  if (currentOf(state) !== level) return refuse('notAtNode', 'conflict', level);
  if (!actor.qualifiedNodes.has(level)) return refuse('notApprover', 'forbidden', level);
  return null;
}

function rejected(state: ApprovalState, record: ApprovalRecordDraft, reason: string): ApprovalDecision {
  return {
    ok: true,
    next: {
      approveStatus: APPROVE_STATUS.REJECTED,
      currentNode: null,
      roundNo: state.roundNo,
      roundNodes: state.roundNodes,
      lastRejectReason: reason,
      submitted: false,
      approved: false,
    },
    record,
  };
}
