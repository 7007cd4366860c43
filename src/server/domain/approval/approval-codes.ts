/**
 * The vocabulary every approvable document shares (procurement-model §3.1): one approval status enum, the fixed
 * order of nodes, the role that stands behind each node, and the action codes written to the history.
 */

export type NameLang = 'zh' | 'en';
type Names = Readonly<Record<NameLang, string>>;

export const APPROVE_STATUS = {
  DRAFT: 0,
  PENDING_PM: 1,
  PENDING_DIRECTOR: 2,
  PENDING_AREA_MANAGER: 3,
  PENDING_MANAGER: 4,
  APPROVED: 5,
  REJECTED: 6,
} as const;

export type ApproveStatus = (typeof APPROVE_STATUS)[keyof typeof APPROVE_STATUS];

const STATUS_NAMES: Record<ApproveStatus, Names> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '待项目经理确认', en: 'Pending project manager confirmation' },
  2: { zh: '待总监审批', en: 'Pending director approval' },
  3: { zh: '待区域经理审批', en: 'Pending area manager approval' },
  4: { zh: '待经理审批', en: 'Pending manager approval' },
  5: { zh: '审批通过', en: 'Approved' },
  6: { zh: '已驳回', en: 'Rejected' },
};

export const isApproveStatus = (code: number): code is ApproveStatus => code in STATUS_NAMES;

export function approveStatusName(code: number, lang: NameLang): string {
  return isApproveStatus(code) ? STATUS_NAMES[code][lang] : String(code);
}

/** Waiting at some node: the only states in which anyone but the submitter acts. */
export const isPending = (status: number) =>
  status >= APPROVE_STATUS.PENDING_PM && status <= APPROVE_STATUS.PENDING_MANAGER;

/** Draft or rejected: the submitter may edit, delete and (re)submit. */
export const isEditable = (status: number) =>
  status === APPROVE_STATUS.DRAFT || status === APPROVE_STATUS.REJECTED;

/** The nodes, in the one order every chain follows; a chain is a subset of these. */
export const NODE_ORDER = ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const;
export type NodeCode = (typeof NODE_ORDER)[number];

export const isNodeCode = (code: unknown): code is NodeCode => NODE_ORDER.includes(code as NodeCode);

interface NodeSpec {
  /** The status a document has while it waits at this node. */
  status: ApproveStatus;
  /** Seeded role alias of the people who act at this node (the PM node also needs to be the chosen PM). */
  roleAlias: string;
  names: Names;
}

export const NODES: Record<NodeCode, NodeSpec> = {
  PM: {
    status: APPROVE_STATUS.PENDING_PM,
    roleAlias: 'project_manager',
    names: { zh: '项目经理确认', en: 'Project manager confirmation' },
  },
  DIRECTOR: {
    status: APPROVE_STATUS.PENDING_DIRECTOR,
    roleAlias: 'director',
    names: { zh: '总监审批', en: 'Director approval' },
  },
  AREA_MANAGER: {
    status: APPROVE_STATUS.PENDING_AREA_MANAGER,
    roleAlias: 'area_manager',
    names: { zh: '区域经理审批', en: 'Area manager approval' },
  },
  MANAGER: {
    status: APPROVE_STATUS.PENDING_MANAGER,
    roleAlias: 'manager',
    names: { zh: '经理审批', en: 'Manager approval' },
  },
};

/** The pseudo node of submit records (the history shows who submitted, when, in which round). */
export const SUBMIT_NODE = 'SUBMIT';
export type RecordNode = NodeCode | typeof SUBMIT_NODE;

export function nodeName(code: string | null, lang: NameLang): string {
  if (code === SUBMIT_NODE) return lang === 'en' ? 'Submission' : '提交';
  return isNodeCode(code) ? NODES[code].names[lang] : '';
}

export const nodeAtStatus = (status: number): NodeCode | null =>
  NODE_ORDER.find((code) => NODES[code].status === status) ?? null;

/** Purchase admins reject single lines of approved bills (before anything downstream uses them). */
export const PURCHASE_ADMIN_ROLE = 'purchase_admin';

export const APPROVE_ACTION = {
  SUBMIT: 1,
  APPROVE: 2,
  REJECT: 3,
  WITHDRAW: 4,
  VOID: 5,
  CONFIRM: 6,
  REJECT_LINES: 7,
  /** Written at submit for a level the document's amount is below the minimum of (the level is skipped). */
  SKIP: 8,
} as const;

export type ApproveAction = (typeof APPROVE_ACTION)[keyof typeof APPROVE_ACTION];

const ACTION_NAMES: Record<ApproveAction, Names> = {
  1: { zh: '提交', en: 'Submitted' },
  2: { zh: '通过', en: 'Approved' },
  3: { zh: '驳回', en: 'Rejected' },
  4: { zh: '撤回', en: 'Withdrawn' },
  5: { zh: '作废', en: 'Voided' },
  6: { zh: '确认', en: 'Confirmed' },
  7: { zh: '物料驳回', en: 'Lines rejected' },
  8: { zh: '跳过', en: 'Skipped' },
};

export function approveActionName(code: number, lang: NameLang): string {
  return code in ACTION_NAMES ? ACTION_NAMES[code as ApproveAction][lang] : String(code);
}
