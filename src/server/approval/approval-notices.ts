import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { cgMessages } from '../db/schema/execution.ts';
import { depts, roles, users } from '../db/schema/platform.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import {
  APPROVE_ACTION,
  APPROVE_STATUS,
  NODES,
  isNodeCode,
  type NodeCode,
} from '../domain/approval/approval-codes.ts';
import type { NextId } from '../domain/ids.ts';
import { csvHasAny } from '../lib/csv.ts';

/** cg_message.msgType of the approval events. */
export const MSG_TYPE = { TODO: 1, APPROVED: 2, REJECTED: 3, OVERDUE: 8 } as const;

/** What one engine action did, as the notices need it. */
export interface ApprovalEvent {
  tenantId: string;
  bizType: string;
  doc: {
    id: string;
    no: string;
    deptId: string | null;
    projectManagerId: string | null;
    createUser: string | null;
    approveStatus: number;
    currentNode: string | null;
  };
  /** The document type's approvers are the role holders anywhere in the tenant (suppliers, blacklist requests). */
  tenantWide?: boolean;
  next: { approveStatus: number; currentNode: string | null };
  action: number;
  actorId: string;
  actorName: string;
  opinion: string;
  now: Date;
}

/**
 * The messages an approval action leaves, written by the engine in the transaction of the state change, so every
 * approvable document has them and none is written for a refused or rolled-back action: to the people who may act
 * when the document reaches a level (待办), to the submitter on rejection (of the document or of its lines) and
 * on final approval. Who may act is read the way the engine decides it: the chosen project manager at PM, at the
 * other nodes the enabled users holding the node's role in the document's department or one above it.
 */
export async function writeApprovalNotices(tx: Tx, nextId: NextId, event: ApprovalEvent): Promise<void> {
  const { doc, next } = event;
  const rows: { receiverId: string; msgType: number; nodeCode: string }[] = [];
  const reachedLevel =
    isNodeCode(next.currentNode) &&
    (next.currentNode !== doc.currentNode || next.approveStatus !== doc.approveStatus);
  if (reachedLevel) {
    const node = next.currentNode as NodeCode;
    for (const receiverId of await approversAt(tx, event.tenantId, doc, node, event.tenantWide)) {
      rows.push({ receiverId, msgType: MSG_TYPE.TODO, nodeCode: node });
    }
  }
  const submitter = doc.createUser;
  if (submitter) {
    const rejected =
      next.approveStatus === APPROVE_STATUS.REJECTED && doc.approveStatus !== APPROVE_STATUS.REJECTED;
    const linesRejected = event.action === APPROVE_ACTION.REJECT_LINES && !rejected;
    if (rejected || linesRejected) {
      rows.push({ receiverId: submitter, msgType: MSG_TYPE.REJECTED, nodeCode: doc.currentNode ?? '' });
    }
    if (next.approveStatus === APPROVE_STATUS.APPROVED && doc.approveStatus !== APPROVE_STATUS.APPROVED) {
      rows.push({ receiverId: submitter, msgType: MSG_TYPE.APPROVED, nodeCode: '' });
    }
  }
  if (rows.length === 0) return;
  await tenantScope(tx, event.tenantId).insert(
    cgMessages,
    rows.map((row) => ({
      id: nextId(),
      ...row,
      bizType: event.bizType,
      bizId: doc.id,
      bizNo: doc.no,
      actorId: event.actorId,
      actorName: event.actorName,
      opinion: event.opinion,
      createUser: event.actorId,
      createTime: event.now,
      updateTime: event.now,
    })),
  );
}

/**
 * The overdue-approval job's reminder (审批超时) to the people who may act at the document's level now; written in
 * the reader's language when read, like the other messages.
 */
export async function writeOverdueReminders(
  tx: Tx,
  nextId: NextId,
  reminder: {
    tenantId: string;
    bizType: string;
    doc: ApprovalEvent['doc'];
    tenantWide?: boolean;
    now: Date;
  },
): Promise<number> {
  const { doc } = reminder;
  if (!isNodeCode(doc.currentNode)) return 0;
  const node = doc.currentNode;
  const receivers = await approversAt(tx, reminder.tenantId, doc, node, reminder.tenantWide);
  if (receivers.length === 0) return 0;
  await tenantScope(tx, reminder.tenantId).insert(
    cgMessages,
    receivers.map((receiverId) => ({
      id: nextId(),
      receiverId,
      msgType: MSG_TYPE.OVERDUE,
      nodeCode: node,
      bizType: reminder.bizType,
      bizId: doc.id,
      bizNo: doc.no,
      createTime: reminder.now,
      updateTime: reminder.now,
    })),
  );
  return receivers.length;
}

/** The users who may act at `node` on the document (tenant-wide: the role holders in any department). */
export async function approversAt(
  tx: Tx,
  tenantId: string,
  doc: ApprovalEvent['doc'],
  node: NodeCode,
  tenantWide = false,
): Promise<string[]> {
  if (node === 'PM') return doc.projectManagerId ? [doc.projectManagerId] : [];
  const scope = tenantScope(tx, tenantId);
  let path: string[] | null = null;
  if (!tenantWide) {
    if (!doc.deptId) return [];
    const [dept] = await scope.select(depts, eq(depts.id, doc.deptId), eq(depts.isDeleted, 0));
    if (!dept) return [];
    path = [...dept.ancestors.split(',').filter((id) => id && id !== '0'), dept.id];
  }
  const nodeRoles = await scope.select(
    roles,
    eq(roles.roleAlias, NODES[node].roleAlias),
    eq(roles.isDeleted, 0),
  );
  if (nodeRoles.length === 0) return [];
  const people = await scope.select(
    users,
    eq(users.isDeleted, 0),
    eq(users.status, 1),
    csvHasAny(
      users.roleId,
      nodeRoles.map((role) => role.id),
    ),
    path ? csvHasAny(users.deptId, path) : undefined,
  );
  return people.map((person) => person.id);
}
