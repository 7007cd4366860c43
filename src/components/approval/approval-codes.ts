import type { NodeCode } from '@/api/generated/purchar-needs/model/approval';

/**
 * The contract's approval codes by name (the YAML defines them as bare integers): the status of every approvable
 * document, the nodes in their one order, and the action codes of the history. The server owns what they mean
 * for a caller; the client only names and colours them.
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

export type ApproveStatusName = keyof typeof APPROVE_STATUS;
export const APPROVE_STATUS_NAMES = Object.keys(APPROVE_STATUS) as ApproveStatusName[];

export const NODE_CODES: readonly NodeCode[] = ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'];

/** `ApproveRecord.action`: what happened at a step of the history. */
export const APPROVE_ACTION = {
  submit: 1,
  approve: 2,
  reject: 3,
  withdraw: 4,
  void: 5,
  confirm: 6,
  rejectLines: 7,
} as const;
