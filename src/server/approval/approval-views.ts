import type { components } from '../../api/generated/types/purchar-needs';
import type { Caller } from '../context.ts';
import type { cgApproveRecords } from '../db/schema/procurement.ts';
import {
  APPROVE_ACTION,
  APPROVE_STATUS,
  NODE_ORDER,
  approveActionName,
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../domain/approval/approval-codes.ts';
import type { ApprovalCommand } from '../domain/approval/approval-transition.ts';
import { chainForAmount } from '../domain/approval/approval-chain.ts';
import type { Lang } from '../http/messages.ts';
import { formatDateTime } from '../lib/dates.ts';
import { chainNodesOf, type ApprovableBizType, type ApprovalStore } from './approval-store.ts';

// The shapes of approval.yaml; every document file references them, so any service's copy is the same type.
type Schemas = components['schemas'];
export type ApproveRecord = Schemas['ApproveRecord'];
export type ApproveInfo = Schemas['ApproveInfo'];
export type ApprovalStep = Schemas['ApprovalStep'];
type ApproveNodeState = Schemas['ApproveNode']['state'];
type RecordRow = Omit<typeof cgApproveRecords.$inferSelect, 'tenantId' | 'bizType' | 'bizId' | 'bizNo'>;
type Who = Pick<Caller, 'tenantId' | 'userId'>;

/** The one mapping of a history row to what the contract shows (names in the caller's language). */
export function toApproveRecord(r: RecordRow, lang: Lang): ApproveRecord {
  return {
    id: r.id,
    roundNo: r.roundNo,
    nodeCode: r.nodeCode as ApproveRecord['nodeCode'],
    nodeName: nodeName(r.nodeCode, lang),
    action: r.action,
    actionName: approveActionName(r.action, lang),
    approverId: r.approverId,
    approverName: r.approverName,
    opinion: r.opinion,
    fromStatus: r.fromStatus as ApproveRecord['fromStatus'],
    fromStatusName: approveStatusName(r.fromStatus, lang),
    toStatus: r.toStatus as ApproveRecord['toStatus'],
    toStatusName: approveStatusName(r.toStatus, lang),
    actionTime: formatDateTime(r.actionTime),
  };
}

/** Where a document stands after an engine action (ApprovalStep), from what apply returned. */
export function toApprovalStep(
  doc: { id: string; no: string },
  applied: Awaited<ReturnType<ApprovalStore['apply']>>,
  lang: Lang,
): ApprovalStep {
  const pending = isPending(applied.approveStatus);
  return {
    id: doc.id,
    bizNo: doc.no,
    approveStatus: applied.approveStatus,
    approveStatusName: approveStatusName(applied.approveStatus, lang),
    currentNode: pending ? applied.currentNode : null,
    currentNodeName: pending ? nodeName(applied.currentNode, lang) : '',
    roundNo: applied.roundNo,
    record: toApproveRecord(applied.record, lang),
  };
}

/** What the approval screens read of any document: its progress over the nodes, and its whole history. */
export function createApprovalViews(store: ApprovalStore) {
  /** Status, current node, and each node of the round (a draft shows the chain it would run through now). */
  async function approveInfo(
    caller: Who,
    bizType: ApprovableBizType,
    bizId: string,
    lang: Lang,
  ): Promise<ApproveInfo> {
    const doc = await store.findDoc(caller, bizType, bizId);
    // A draft shows the chain its amount would run through now; a submitted one the chain frozen at submit.
    const chainNodes =
      doc.roundNo > 0 && doc.approveChain !== ''
        ? chainNodesOf(doc.approveChain)
        : chainForAmount(await store.chainFor(caller.tenantId, bizType), doc.amount).chain.nodes;
    const records = doc.roundNo > 0 ? await store.records(caller, bizType, doc.id, doc.roundNo) : [];
    const pending = isPending(doc.approveStatus);
    const nodes = NODE_ORDER.map((code) => {
      const decided = records
        .filter(
          (r) =>
            r.nodeCode === code &&
            (r.action === APPROVE_ACTION.APPROVE ||
              r.action === APPROVE_ACTION.CONFIRM ||
              r.toStatus === APPROVE_STATUS.REJECTED),
        )
        .at(-1);
      // A level skipped for the amount says why (the minimum that applied at submit, from the history).
      const skip = records.filter((r) => r.nodeCode === code && r.action === APPROVE_ACTION.SKIP).at(-1);
      let state: ApproveNodeState;
      if (!chainNodes.includes(code)) state = 'skipped';
      else if (decided) state = decided.toStatus === APPROVE_STATUS.REJECTED ? 'rejected' : 'done';
      else if (pending && doc.currentNode === code) state = 'current';
      else state = 'pending';
      return {
        nodeCode: code,
        nodeName: nodeName(code, lang),
        state,
        approverId: decided?.approverId ?? null,
        approverName: decided?.approverName ?? '',
        opinion: decided?.opinion ?? skip?.opinion ?? '',
        time: decided ? formatDateTime(decided.actionTime) : '',
      };
    });
    return {
      bizType,
      bizId: doc.id,
      bizNo: doc.no,
      approveStatus: doc.approveStatus as ApproveInfo['approveStatus'],
      approveStatusName: approveStatusName(doc.approveStatus, lang),
      currentNode: pending && isNodeCode(doc.currentNode) ? doc.currentNode : null,
      currentNodeName: pending ? nodeName(doc.currentNode, lang) : '',
      roundNo: doc.roundNo,
      lastRejectReason: doc.lastRejectReason,
      submitTime: formatDateTime(doc.submitTime),
      approveTime: formatDateTime(doc.approveTime),
      nodes,
    };
  }

  /** The whole history, oldest first: who, at which level, what, with which comment, when. */
  async function approveList(caller: Who, bizType: ApprovableBizType, bizId: string, lang: Lang) {
    const doc = await store.findDoc(caller, bizType, bizId);
    return (await store.records(caller, bizType, doc.id)).map((r) => toApproveRecord(r, lang));
  }

  return { approveInfo, approveList };
}

export type ApprovalViews = ReturnType<typeof createApprovalViews>;

/**
 * A document type's own approval as its module composed it (createDocumentApproval): the inbox completes a task
 * through it, so the document's effects of approval (applying a plan change…) and its button permissions hold
 * there exactly as on the document's own screens.
 */
export interface RegisteredDocumentApproval {
  act: (caller: Caller, id: string, command: ApprovalCommand, lang: Lang) => Promise<ApprovalStep>;
  permissionPrefix: string;
}

/** The engine and its read views together: what services.approvals is and what document modules receive. */
export function withApprovalViews(store: ApprovalStore) {
  const documents = new Map<ApprovableBizType, RegisteredDocumentApproval>();
  return {
    ...store,
    ...createApprovalViews(store),
    /** Called by createDocumentApproval: the document type's approval, for the inbox. */
    registerDocument: (bizType: ApprovableBizType, approval: RegisteredDocumentApproval) => {
      documents.set(bizType, approval);
    },
    documentApproval: (bizType: ApprovableBizType) => documents.get(bizType),
  };
}

export type ApprovalService = ReturnType<typeof withApprovalViews>;
