import type { Names } from '../../lib/code-names.ts';

/** Scheduled jobs (purchase-task) and notices (blade-desk); merged into MessageKey. */
export const TASK_MESSAGES = {
  cronInvalid: { zh: 'Cron 表达式无法解析: {0}', en: 'The cron expression cannot be parsed: {0}' },
  cronNeverFires: { zh: 'Cron 表达式永远不会触发: {0}', en: 'The cron expression never fires: {0}' },
  jobKindUnknown: { zh: '不支持的任务类型: {0}', en: 'Unknown job kind: {0}' },
  jobParamsInvalid: {
    zh: '任务参数必须是 JSON 对象,例如 {"hours":24}',
    en: 'Job parameters must be a JSON object, e.g. {"hours":24}',
  },
  jobIdOrUuid: { zh: '请指定任务编号或 uuid', en: 'Give the job id or uuid' },
  noticeAudienceIds: {
    zh: '按角色或部门发布时请选择接收对象',
    en: 'Choose the roles or departments the notice is for',
  },
  noticeAudienceUnknown: {
    zh: '接收对象不存在: {0}',
    en: 'No such role or department: {0}',
  },
} as const satisfies Record<string, Names>;
