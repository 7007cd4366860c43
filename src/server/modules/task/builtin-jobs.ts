import { cstDay } from '../../domain/values.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { JobKind } from './job-runner.ts';
import type { ApprovalStore } from '../../approval/approval-store.ts';

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
 * 审批超时提醒: every approvable document waiting on one level for longer than `hours` leaves a 审批超时 message
 * (cg-message) to the people who may act at that level now. The approval engine finds and reminds: it knows every
 * registered document type and who qualifies at each node.
 */
export function approvalOverdueJob(approvals: Pick<ApprovalStore, 'overdue' | 'remind'>): JobKind {
  return {
    name: { zh: '审批超时提醒', en: 'Overdue approval reminders' },
    description: {
      zh: '单据在某一审批级别停留超过 hours 小时时,给该级别的审批人发送审批超时消息',
      en: 'Sends an overdue message to the approvers of documents waiting on one level longer than `hours` hours',
    },
    defaultParams: '{"hours":24}',
    async run({ tenantId, params, now }) {
      const hours = Number(params.hours);
      if (!Number.isFinite(hours) || hours <= 0) throw new Error('hours must be a positive number');
      const late = await approvals.overdue(tenantId, new Date(now.getTime() - hours * 3600_000));
      let messages = 0;
      for (const item of late) messages += await approvals.remind(tenantId, item);
      return late.length
        ? `${late.length} overdue, ${messages} message(s): ${late.map((item) => `${item.doc.no}@${item.doc.currentNode}`).join(', ')}`
        : 'nothing overdue';
    },
  };
}

/**
 * 资质到期提醒: certificates of the tenant's suppliers ending within `days` (default 30) leave one 资质到期 message
 * per certificate and expiry date; the supplier module decides who is told and remembers what was (`remind`).
 */
export function qualificationExpiryJob(
  remind: (input: {
    tenantId: string;
    today: string;
    days: number;
    now: Date;
  }) => Promise<{ certificates: number; messages: number }>,
): JobKind {
  return {
    name: { zh: '资质到期提醒', en: 'Qualification expiry reminders' },
    description: {
      zh: '供应商资质在 days 天内(默认 30)到期时,给创建人和采购员、采购主管发送资质到期消息(每个证书每个到期日一次)',
      en: "Tells the supplier's creator, the purchasers and the purchase admins, once per certificate and expiry date, when a supplier certificate ends within `days` days (default 30)",
    },
    defaultParams: '{"days":30}',
    async run({ tenantId, params, now }) {
      const days = params.days === undefined ? 30 : Number(params.days);
      if (!Number.isInteger(days) || days <= 0 || days > 365) {
        throw new Error('days must be an integer from 1 to 365');
      }
      const done = await remind({ tenantId, today: cstDay(now), days, now });
      return `${done.certificates} certificate(s) expiring within ${days} days, ${done.messages} message(s)`;
    },
  };
}
