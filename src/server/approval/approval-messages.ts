import type { Names } from '../lib/code-names.ts';

/** The approval engine's refusals and settings, for every document type (merged into MessageKey). */
export const APPROVAL_MESSAGES = {
  approvalMovedOn: {
    zh: '单据已被他人处理,请刷新后重试',
    en: 'Someone else has acted on this document in the meantime; refresh and try again',
  },
  approvalImmutable: {
    zh: '单据已审批通过,不能再修改或审批',
    en: 'The document is approved; it cannot be changed or approved again',
  },
  approvalNotPending: {
    zh: '单据不在审批中(草稿、已撤回或已驳回)',
    en: 'The document is not awaiting approval (draft, withdrawn or rejected)',
  },
  approvalAlreadySubmitted: {
    zh: '单据已提交审批,不能重复提交',
    en: 'The document has already been submitted for approval',
  },
  approvalNotAtPm: {
    zh: '当前节点不是项目经理确认',
    en: 'The document is not waiting for project manager confirmation',
  },
  approvalNotAtDirector: {
    zh: '当前节点不是总监审批',
    en: 'The document is not waiting for director approval',
  },
  approvalNotAtAreaManager: {
    zh: '当前节点不是区域经理审批',
    en: 'The document is not waiting for area manager approval',
  },
  approvalNotAtManager: {
    zh: '当前节点不是经理审批',
    en: 'The document is not waiting for manager approval',
  },
  approvalNotPm: {
    zh: '您不是本单据选定的确认项目经理',
    en: 'You are not the project manager chosen to confirm this document',
  },
  approvalNotDirector: {
    zh: '您不是本单据的总监审批人(需总监角色,且所在部门为单据部门或其上级)',
    en: 'You are not a director approver of this document (director role in its department or above)',
  },
  approvalNotAreaManager: {
    zh: '您不是本单据的区域经理审批人(需区域经理角色,且所在部门为单据部门或其上级)',
    en: 'You are not an area manager approver of this document (area manager role in its department or above)',
  },
  approvalNotManager: {
    zh: '您不是本单据的经理审批人(需经理角色,且所在部门为单据部门或其上级)',
    en: 'You are not a manager approver of this document (manager role in its department or above)',
  },
  approvalNotSubmitter: {
    zh: '只有单据提交人可以执行此操作',
    en: 'Only the submitter of the document may do this',
  },
  approvalSelf: { zh: '不能审批自己提交的单据', en: 'You cannot approve a document you submitted yourself' },
  approvalReasonRequired: { zh: '请填写驳回原因', en: 'Enter the reason for the rejection' },
  approvalPmRequired: {
    zh: '请选择确认项目经理',
    en: 'Choose the project manager who confirms the document',
  },
  approvalPmIsSubmitter: {
    zh: '确认项目经理不能是提交人本人',
    en: 'The confirming project manager cannot be the submitter',
  },
  approvalAlreadyActed: {
    zh: '本轮已有人审批,不能撤回',
    en: 'Someone has already acted in this round; it can no longer be withdrawn',
  },
  approvalChainUnknownNode: { zh: '审批节点不存在: {0}', en: 'No such approval node: {0}' },
  approvalChainNoPm: {
    zh: '该类单据没有项目经理确认节点',
    en: 'This document type has no project manager confirmation node',
  },
  approvalBizType: { zh: '不支持的单据类型: {0}', en: 'Unsupported document type: {0}' },
  // Claimed tasks (签收, blade-flow claim-task).
  approvalClaimedByOther: {
    zh: '单据 {0} 的当前审批任务已被他人签收,只有签收人可以办理',
    en: 'The current approval task of {0} has been claimed by someone else; only they may act on it',
  },
  approvalTaskClaimed: {
    zh: '该任务已被签收,不能重复签收',
    en: 'This task has already been claimed; it cannot be claimed again',
  },
  approvalPmNotClaimable: {
    zh: '项目经理确认任务只属于选定的项目经理,无需签收',
    en: 'A project manager confirmation belongs to the chosen project manager; there is nothing to claim',
  },
} as const satisfies Record<string, Names>;
