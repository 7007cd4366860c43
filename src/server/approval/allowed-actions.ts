import type { components } from '../../api/generated/types/purchar-needs';
import type { Caller } from '../context.ts';
import type { ApprovalChain } from '../domain/approval/approval-chain.ts';
import { isEditable, type NodeCode } from '../domain/approval/approval-codes.ts';
import {
  decideApproval,
  type Actor,
  type ApprovalCommand,
  type ApprovalState,
} from '../domain/approval/approval-transition.ts';
import { isSuperAdmin, type PermissionSource } from '../http/permission.ts';
import type { ListedRow } from './approval-page-reads.ts';
import type { ApprovableBizType, ApprovalStore } from './approval-store.ts';

/** approval.yaml ApproveAction: what the caller may do with a document now (the buttons the client shows). */
export type ApproveAction = components['schemas']['ApproveAction'];

/** The button permission each action needs, after the document's menu code (`cg_needs` + `_approve`…). */
export const ACTION_PERMISSION: Record<ApproveAction, string> = {
  edit: 'edit',
  remove: 'delete',
  submit: 'submit',
  cancel: 'cancel',
  confirm: 'approve',
  approve: 'approve',
  reject: 'reject',
  rejectLines: 'reject_material',
};

export const ALL_ACTIONS: readonly ApproveAction[] = Object.keys(ACTION_PERMISSION) as ApproveAction[];

export interface ActionSubject {
  state: ApprovalState;
  /** Whether any line could still be rejected; documents without lines leave rejectLines out of `supports`. */
  hasOpenLines?: boolean;
}

/** The engine command an action stands for, with placeholder text so only who/when decides, never input. */
function commandOf(action: ApproveAction, state: ApprovalState): ApprovalCommand | null {
  switch (action) {
    case 'submit':
    case 'cancel':
      return { action };
    case 'confirm':
      return { action: 'confirm' };
    case 'approve': {
      const level: NodeCode | null = state.currentNode;
      return level && level !== 'PM' ? { action: 'approve', level } : null;
    }
    case 'reject':
      return { action: 'reject', opinion: '-' };
    case 'rejectLines':
      return { action: 'rejectLines', reason: '-', everyLine: false };
    default:
      return null;
  }
}

/**
 * The dry run: for each action the document type supports, the answer the real call would give now — the
 * permission code, then edit/remove as the save rules have them (the creator, a draft or rejected document),
 * then the pure decideApproval with the caller's qualified nodes (role AND department path, the chosen PM),
 * self-approval and state. A refusal for wrong input (`invalid`, e.g. no project manager chosen yet) still
 * offers the action: the call then says what is missing, which is what the user needs to hear.
 */
export function allowedActions(
  subject: ActionSubject,
  chain: ApprovalChain,
  actor: Actor,
  can: (action: ApproveAction) => boolean,
  supports: readonly ApproveAction[] = ALL_ACTIONS,
): ApproveAction[] {
  const { state } = subject;
  return supports.filter((action) => {
    if (!can(action)) return false;
    if (action === 'edit' || action === 'remove') {
      return state.submitterId === actor.userId && isEditable(state.approveStatus);
    }
    if (action === 'rejectLines' && subject.hasOpenLines === false) return false;
    const command = commandOf(action, state);
    if (!command) return false;
    const decision = decideApproval(state, chain, actor, command);
    return decision.ok || decision.refusal.kind === 'invalid';
  });
}

/**
 * A document to dry-run the actions of: its id, whether a line is still open, and the whole row of its table
 * when the caller has just read it (a list's page, a detail), which the engine then does not read again.
 */
export interface ActionDoc {
  id: string;
  hasOpenLines?: boolean;
  row?: ListedRow;
}

/** Allowed actions for a page of documents (or one detail) of a type, in a handful of queries. */
export function createAllowedActions(deps: { approvals: ApprovalStore; permissions: PermissionSource }) {
  return async function forDocuments(
    caller: Caller,
    bizType: ApprovableBizType,
    docs: readonly ActionDoc[],
    options: { permissionPrefix: string; supports?: readonly ApproveAction[] },
  ): Promise<Map<string, ApproveAction[]>> {
    if (docs.length === 0) return new Map();
    const rows = docs.every((doc) => doc.row) ? docs.map((doc) => doc.row!) : undefined;
    const [inputs, codes] = await Promise.all([
      deps.approvals.decisionInputs(
        caller,
        bizType,
        docs.map((doc) => doc.id),
        rows,
      ),
      isSuperAdmin(caller) ? Promise.resolve(null) : deps.permissions.codesForRoles(caller.roleIds),
    ]);
    const can = (action: ApproveAction) =>
      codes === null || codes.has(`${options.permissionPrefix}_${ACTION_PERMISSION[action]}`);
    const linesOf = new Map(docs.map((doc) => [doc.id, doc.hasOpenLines]));
    return new Map(
      inputs.docs.map(({ doc, state, qualifiedNodes }) => [
        doc.id,
        allowedActions(
          { state, hasOpenLines: linesOf.get(doc.id) },
          inputs.chain,
          { userId: caller.userId, qualifiedNodes, purchaseAdmin: inputs.purchaseAdmin },
          can,
          options.supports,
        ),
      ]),
    );
  };
}

export type AllowedActionsOf = ReturnType<typeof createAllowedActions>;
