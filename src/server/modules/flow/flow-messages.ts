import type { Names } from '../../lib/code-names.ts';

/** The approvals inbox's own messages (blade-flow); the engine's refusals are in approval-messages.ts. */
export const FLOW_MESSAGES = {
  flowBadTaskId: {
    zh: '任务编号格式不正确: {0}(应为 单据类型-单据ID-轮次-节点)',
    en: 'Malformed task id: {0} (expected <document type>-<document id>-<round>-<node>)',
  },
  flowBadProcessInstanceId: {
    zh: '流程实例编号格式不正确: {0}(应为 单据类型-单据ID)',
    en: 'Malformed process instance id: {0} (expected <document type>-<document id>)',
  },
  flowTaskMismatch: {
    zh: '任务 {0} 不属于流程实例 {1}',
    en: 'Task {0} does not belong to process instance {1}',
  },
  flowCommentRequired: { zh: '驳回时请填写审批意见', en: 'Enter a comment when rejecting' },
  flowNotWired: {
    zh: '单据类型 {0} 尚未接入审批办理,请在单据页面中办理',
    en: 'Documents of type {0} cannot be handled from the inbox yet; open the document to act on it',
  },
  flowNotInvolved: {
    zh: '您不是该单据的提交人或审批人,无权查看其审批记录',
    en: 'You neither submitted nor approve this document; its history is not yours to read',
  },
} as const satisfies Record<string, Names>;
