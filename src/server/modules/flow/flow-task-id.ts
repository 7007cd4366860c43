import { isNodeCode, type NodeCode } from '../../domain/approval/approval-codes.ts';
import { badRequest } from '../../http/errors.ts';
import { isApprovableBizType, type ApprovableBizType } from '../../approval/approval-store.ts';

/**
 * The inbox's ids in BladeX's place of Flowable's: a task is a document waiting at a node in a round
 * (`NEEDS-123-2-DIRECTOR`), a process instance is the document (`NEEDS-123`). Types and nodes contain
 * underscores, never hyphens, and ids are digits, so the hyphen separates unambiguously.
 */
export interface TaskKey {
  bizType: ApprovableBizType;
  bizId: string;
  roundNo: number;
  node: NodeCode;
}

const ID = /^[0-9]{1,19}$/;

export const taskIdOf = (key: TaskKey) => `${key.bizType}-${key.bizId}-${key.roundNo}-${key.node}`;
export const processInstanceIdOf = (bizType: string, bizId: string) => `${bizType}-${bizId}`;

/** 400 with the id named for anything that is not a task id of a registered type. */
export function parseTaskId(text: string): TaskKey {
  const [bizType, bizId, round, node, ...more] = text.split('-');
  const roundNo = Number(round);
  if (
    more.length > 0 ||
    !isApprovableBizType(bizType) ||
    !bizId ||
    !ID.test(bizId) ||
    !/^[0-9]{1,9}$/.test(round ?? '') ||
    !isNodeCode(node)
  ) {
    throw badRequest('flowBadTaskId', text);
  }
  return { bizType, bizId, roundNo, node };
}

export function parseProcessInstanceId(text: string): { bizType: ApprovableBizType; bizId: string } {
  const [bizType, bizId, ...more] = text.split('-');
  if (more.length > 0 || !isApprovableBizType(bizType) || !bizId || !ID.test(bizId)) {
    throw badRequest('flowBadProcessInstanceId', text);
  }
  return { bizType, bizId };
}
