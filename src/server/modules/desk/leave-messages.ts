import type { Names } from '../../lib/code-names.ts';

/** The leave process's own messages (blade-desk process/leave). */
export const LEAVE_MESSAGES = {
  leaveUnknownProcess: { zh: '流程定义不存在: {0}', en: 'No such process definition: {0}' },
  leaveEndBeforeStart: {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
  },
  leaveDaysInvalid: {
    zh: '请假天数须大于 0,且不超过起止日期之间的 {0} 天',
    en: 'Days must be more than 0 and at most the {0} calendar days from start to end',
  },
  leaveNoDept: {
    zh: '您没有所属部门,无法确定审批人,请联系管理员',
    en: 'You belong to no department, so nobody can approve your leave; ask the administrator',
  },
  leaveNotYours: {
    zh: '只有申请人和审批人可以查看此请假申请',
    en: 'Only the applicant and the approvers may read this leave request',
  },
} as const satisfies Record<string, Names>;
