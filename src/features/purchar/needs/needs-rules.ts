import type { NeedsHeader } from '@/api/generated/purchar-needs/model';
import type { NodeCode } from '@/api/generated/purchar-needs/model/approval';
import type { NeedsTab } from './needs-search';

/**
 * Which actions a caller is offered on a bill: the button permissions (menu cg_needs), the bill's state, who
 * created it, and where the caller looks at it from (a queue tab, or the detail page with the caller's roles).
 * The server checks every call again; this only keeps buttons away that would be refused.
 */

export const APPROVE_STATUS = {
  draft: 0,
  pendingPm: 1,
  pendingDirector: 2,
  pendingAreaManager: 3,
  pendingManager: 4,
  approved: 5,
  rejected: 6,
} as const;

export const NODE_CODES: readonly NodeCode[] = ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'];

/** The role alias that acts at each node after PM (the PM node is the bill's chosen project manager). */
export const NODE_ROLES: Record<Exclude<NodeCode, 'PM'>, string> = {
  DIRECTOR: 'director',
  AREA_MANAGER: 'area_manager',
  MANAGER: 'manager',
};

/** The queue tab of each node, and back. */
export const TAB_NODES: Record<Exclude<NeedsTab, 'mine'>, NodeCode> = {
  pm: 'PM',
  director: 'DIRECTOR',
  areaManager: 'AREA_MANAGER',
  manager: 'MANAGER',
};

export type NeedsAction =
  'view' | 'edit' | 'delete' | 'submit' | 'cancel' | 'confirm' | 'approve' | 'reject' | 'rejectMaterial';

export interface NeedsCaller {
  userId: string | undefined;
  /** Role aliases of the signed-in user (the token's role_name). */
  roles: readonly string[];
  can: (code: string) => boolean;
}

const editable = (status: number) => status === APPROVE_STATUS.draft || status === APPROVE_STATUS.rejected;
const pending = (status: number) =>
  status >= APPROVE_STATUS.pendingPm && status <= APPROVE_STATUS.pendingManager;

/** The creator's actions: edit, delete and submit a draft or rejected bill; withdraw a pending one. */
function ownerActions(bill: NeedsHeader, caller: NeedsCaller): NeedsAction[] {
  if (!caller.userId || bill.createUser !== caller.userId) return [];
  const actions: NeedsAction[] = [];
  if (editable(bill.approveStatus)) {
    if (caller.can('cg_needs_edit')) actions.push('edit');
    if (caller.can('cg_needs_delete')) actions.push('delete');
    if (caller.can('cg_needs_submit')) actions.push('submit');
  }
  if (pending(bill.approveStatus) && caller.can('cg_needs_cancel')) actions.push('cancel');
  return actions;
}

/** An approver's actions at the node the bill waits at. */
function approverActions(bill: NeedsHeader, caller: NeedsCaller, withLines: boolean): NeedsAction[] {
  const node = bill.currentNode;
  if (!node || !pending(bill.approveStatus)) return [];
  const actions: NeedsAction[] = [];
  if (caller.can('cg_needs_approve')) actions.push(node === 'PM' ? 'confirm' : 'approve');
  if (caller.can('cg_needs_reject')) actions.push('reject');
  if (withLines && caller.can('cg_needs_reject_material')) actions.push('rejectMaterial');
  return actions;
}

/** May the caller act at the bill's current node (as its project manager or holding the node's role)? */
export function actsAtNode(bill: NeedsHeader, caller: NeedsCaller): boolean {
  const node = bill.currentNode;
  if (!node) return false;
  if (node === 'PM') return !!caller.userId && bill.projectManagerId === caller.userId;
  return caller.roles.includes(NODE_ROLES[node]);
}

/** The row actions of a list tab: the caller's own bills in 我的需求单, the queue's decisions in a queue. */
export function listActions(bill: NeedsHeader, tab: NeedsTab, caller: NeedsCaller): NeedsAction[] {
  const view: NeedsAction[] = caller.can('cg_needs_view') ? ['view'] : [];
  if (tab === 'mine') return [...view, ...ownerActions(bill, caller)];
  // A queue lists exactly the bills waiting for the caller at its node; one that moved on offers nothing.
  if (bill.currentNode !== TAB_NODES[tab]) return view;
  return [...view, ...approverActions(bill, caller, false)];
}

/** The actions of the detail page: the creator's, and the approver's where the caller acts at the node. */
export function detailActions(bill: NeedsHeader, caller: NeedsCaller): NeedsAction[] {
  const actions = ownerActions(bill, caller);
  if (actsAtNode(bill, caller)) actions.push(...approverActions(bill, caller, true));
  // After approval only a purchase admin may still take single lines out.
  if (
    bill.approveStatus === APPROVE_STATUS.approved &&
    caller.roles.includes('purchase_admin') &&
    caller.can('cg_needs_reject_material')
  )
    actions.push('rejectMaterial');
  return actions;
}
