import type { NodeCode } from '@/api/generated/purchar-needs/model';
import { APPROVE_STATUS, isEditableStatus } from './approval-codes';
import { QUEUE_NODES, type ApprovalTab } from './approval-tabs';
import type { ApprovableDoc, ApprovalAction } from './use-approval-actions';

/**
 * Which actions a caller is offered on a document: the button permissions (`<prefix>_edit`, `_approve`, …), the
 * document's state, who created it, and where the caller looks at it from. The server checks every call again.
 */

/** A document action: the shared flow's, or a line rejection (the document's own dialog). */
export type DocumentAction = ApprovalAction | 'rejectLines';

export interface ApprovalCaller {
  userId: string | undefined;
  /** Role aliases of the signed-in user (the token's role_name). */
  roles: readonly string[];
  can: (code: string) => boolean;
}

export interface RuledDoc extends ApprovableDoc {
  createUser: string | null;
  projectManagerId?: string | null;
}

/** The role alias that acts at each node after PM (the PM node is the document's chosen project manager). */
const NODE_ROLES: Record<Exclude<NodeCode, 'PM'>, string> = {
  DIRECTOR: 'director',
  AREA_MANAGER: 'area_manager',
  MANAGER: 'manager',
};

const pending = (status: number) =>
  status >= APPROVE_STATUS.pendingPm && status <= APPROVE_STATUS.pendingManager;

function ownerActions(doc: RuledDoc, caller: ApprovalCaller, prefix: string): DocumentAction[] {
  if (!caller.userId || doc.createUser !== caller.userId) return [];
  const actions: DocumentAction[] = [];
  if (isEditableStatus(doc.approveStatus)) {
    if (caller.can(`${prefix}_edit`)) actions.push('edit');
    if (caller.can(`${prefix}_delete`)) actions.push('delete');
    if (caller.can(`${prefix}_submit`)) actions.push('submit');
  }
  if (pending(doc.approveStatus) && caller.can(`${prefix}_cancel`)) actions.push('cancel');
  return actions;
}

function approverActions(doc: RuledDoc, caller: ApprovalCaller, prefix: string, withLines: boolean) {
  const node = doc.currentNode;
  if (!node || !pending(doc.approveStatus)) return [];
  const actions: DocumentAction[] = [];
  if (caller.can(`${prefix}_approve`)) actions.push(node === 'PM' ? 'confirm' : 'approve');
  if (caller.can(`${prefix}_reject`)) actions.push('reject');
  if (withLines && caller.can(`${prefix}_reject_material`)) actions.push('rejectLines');
  return actions;
}

function actsAtNode(doc: RuledDoc, caller: ApprovalCaller): boolean {
  const node = doc.currentNode;
  if (!node) return false;
  if (node === 'PM') return !!caller.userId && doc.projectManagerId === caller.userId;
  return caller.roles.includes(NODE_ROLES[node]);
}

/** The row actions of a list tab: the caller's own documents in "mine", the queue's decisions in a queue. */
export function listActions(doc: RuledDoc, tab: ApprovalTab, caller: ApprovalCaller, prefix: string) {
  const view: DocumentAction[] = caller.can(`${prefix}_view`) ? ['view'] : [];
  if (tab === 'mine') return [...view, ...ownerActions(doc, caller, prefix)];
  if (doc.currentNode !== QUEUE_NODES[tab]) return view;
  return [...view, ...approverActions(doc, caller, prefix, false)];
}

/** The actions of the detail page: the creator's, and the approver's where the caller acts at the node. */
export function detailActions(doc: RuledDoc, caller: ApprovalCaller, prefix: string): DocumentAction[] {
  const actions = ownerActions(doc, caller, prefix);
  if (actsAtNode(doc, caller)) actions.push(...approverActions(doc, caller, prefix, true));
  if (
    doc.approveStatus === APPROVE_STATUS.approved &&
    caller.roles.includes('purchase_admin') &&
    caller.can(`${prefix}_reject_material`)
  )
    actions.push('rejectLines');
  return actions;
}
