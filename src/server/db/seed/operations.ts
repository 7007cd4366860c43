import type { Database } from '../database.ts';
import { scheduleJobs } from '../schema/operations.ts';
import { params } from '../schema/platform.ts';

const TENANT = '000000';

/**
 * The platform tenant's built-in jobs and the log retention parameter. Fixed ids and conflict-skipping inserts,
 * so it runs on every start: installations seeded before jobs existed get them too, and an administrator's
 * changes (a stopped job, another cron, another retention) are never overwritten. The jobs start armed: the
 * runner computes their first run on its first tick.
 */
export async function seedOperations(db: Database) {
  await db
    .insert(params)
    .values({
      id: '8000003',
      tenantId: TENANT,
      paramName: '日志保留天数',
      paramKey: 'log.retentionDays',
      paramValue: '90',
      remark: '日志清理任务删除早于此天数的通用、接口和错误日志',
    })
    .onConflictDoNothing();
  await db
    .insert(scheduleJobs)
    .values([
      {
        id: '8100001',
        tenantId: TENANT,
        uuid: '00000000-0000-4000-8000-000000000001',
        jobName: '日志清理',
        jobKind: 'logRetention',
        cron: '0 30 2 * * *',
        remark: '每天 02:30 删除超过保留天数的日志',
        jobStatus: 1,
      },
      {
        id: '8100002',
        tenantId: TENANT,
        uuid: '00000000-0000-4000-8000-000000000002',
        jobName: '审批超时提醒',
        jobKind: 'approvalOverdue',
        cron: '0 0 9 * * 1-5',
        params: '{"hours":24}',
        remark: '工作日 09:00 提醒在同一审批级别停留超过 24 小时的单据',
        jobStatus: 1,
      },
      {
        id: '8100003',
        tenantId: TENANT,
        uuid: '00000000-0000-4000-8000-000000000003',
        jobName: '资质到期提醒',
        jobKind: 'qualificationExpiry',
        cron: '0 0 8 * * *',
        params: '{"days":30}',
        remark: '每天 08:00 提醒 30 天内到期的供应商资质(每个证书每个到期日一次)',
        jobStatus: 1,
      },
    ])
    .onConflictDoNothing();
}
