import { formatDateTime } from '../../lib/dates.ts';
import type { JobKind } from './job-runner.ts';
import type { OverdueApproval } from './overdue-approvals.ts';

/** Where an overdue-approval reminder goes. */
export interface ReminderSink {
  remind(tenantId: string, reminder: OverdueApproval & { hours: number }): Promise<void>;
}

const DAY_MS = 24 * 3600_000;

/** 日志清理: deletes log rows older than the tenant's retention (parameter `log.retentionDays`, default 90). */
export function logRetentionJob(deps: {
  retentionDays(tenantId: string): Promise<number>;
  purge(tenantId: string, before: Date): Promise<Record<string, number>>;
}): JobKind {
  return {
    name: { zh: '日志清理', en: 'Log retention' },
    description: {
      zh: '删除早于保留天数(参数 log.retentionDays,默认 90)的通用、接口和错误日志',
      en: 'Deletes general, API and error log rows older than the retention (parameter log.retentionDays, default 90 days)',
    },
    defaultParams: '{}',
    async run({ tenantId, now }) {
      const days = await deps.retentionDays(tenantId);
      const before = new Date(now.getTime() - days * DAY_MS);
      const counts = await deps.purge(tenantId, before);
      const summary = Object.entries(counts)
        .map(([log, n]) => `${log} ${n}`)
        .join(', ');
      return `retention ${days} days, before ${formatDateTime(before)}: ${summary}`;
    },
  };
}

/**
 * 审批超时提醒: documents waiting on one approval level for longer than `hours` get a reminder. The reminders go
 * to a ReminderSink: the general log for now; procurement messages (cg-message) plug in there once they exist.
 */
export function approvalOverdueJob(deps: {
  overdue(tenantId: string, waitingSince: Date): Promise<OverdueApproval[]>;
  reminders: ReminderSink;
}): JobKind {
  return {
    name: { zh: '审批超时提醒', en: 'Overdue approval reminders' },
    description: {
      zh: '单据在某一审批级别停留超过 hours 小时时发出提醒',
      en: 'Reminds about documents waiting on one approval level longer than `hours` hours',
    },
    defaultParams: '{"hours":24}',
    async run({ tenantId, params, now }) {
      const hours = Number(params.hours);
      if (!Number.isFinite(hours) || hours <= 0) throw new Error('hours must be a positive number');
      const late = await deps.overdue(tenantId, new Date(now.getTime() - hours * 3600_000));
      for (const doc of late) await deps.reminders.remind(tenantId, { ...doc, hours });
      return late.length
        ? `${late.length} reminder(s): ${late.map((doc) => `${doc.bizNo}@${doc.node}`).join(', ')}`
        : 'nothing overdue';
    },
  };
}
