import { ApproveAction } from '@/api/generated/purchar-needs/model/approval';
import type { ApprovalTab } from './approval-tabs';

/**
 * The buttons a document offers are what the server lists in its `allowedActions` (decided with the very rules of
 * the calls: permission, creator, the chosen project manager, role in the document's department, state). The
 * client never re-derives them; it only chooses which of them belong where.
 */

/** What a row or a detail page may offer: opening the document (a permission), or one the server allowed. */
export type DocumentAction = 'view' | ApproveAction;

/** The server's actions in one fixed order, so buttons do not move between rows. */
const ORDER: readonly ApproveAction[] = Object.values(ApproveAction);
const OWNER: ReadonlySet<ApproveAction> = new Set(['edit', 'remove', 'submit', 'cancel']);
const DECISIONS: ReadonlySet<ApproveAction> = new Set(['confirm', 'approve', 'reject']);
const EITHER: ReadonlySet<ApproveAction> = new Set([...OWNER, ...DECISIONS]);

const inOrder = (actions: readonly ApproveAction[]) => ORDER.filter((action) => actions.includes(action));

/**
 * A list row's actions: "mine" offers what the creator may do, a queue the decisions, 全部 and 已办 either (line
 * rejection needs the lines: the detail page). `canView` is the document's view permission.
 */
export function listActions(
  doc: { allowedActions: readonly ApproveAction[] },
  tab: ApprovalTab,
  canView: boolean,
): DocumentAction[] {
  const shown = tab === 'mine' ? OWNER : tab === 'all' || tab === 'done' ? EITHER : DECISIONS;
  return [
    ...(canView ? (['view'] as const) : []),
    ...inOrder(doc.allowedActions).filter((a) => shown.has(a)),
  ];
}

/** The detail page's actions: everything the server allows. */
export function detailActions(doc: { allowedActions: readonly ApproveAction[] }): ApproveAction[] {
  return inOrder(doc.allowedActions);
}
