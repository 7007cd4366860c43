import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 定时任务: a job of one built-in kind (what it does) on a cron expression (when). `nextRunTime` is the next due
 * time while the job is started (status 1) and null while stopped; a runner claims a due run by moving it forward
 * in one conditional UPDATE, so two runners that both see the job due cannot both run it.
 */
export const scheduleJobs = pgTable(
  'blade_schedule_job',
  {
    id: id(),
    tenantId: tenantId(),
    // Stable public key of the job: the log screen's address is /task/schedulelog/:uuid.
    uuid: varchar('uuid', { length: 36 }).notNull(),
    jobName: varchar('job_name', { length: 100 }).notNull(),
    // A key of the runner's handler registry (logRetention, approvalOverdue, …).
    jobKind: varchar('job_kind', { length: 32 }).notNull(),
    cron: varchar('cron', { length: 120 }).notNull(),
    // Parameters of the kind as JSON text (e.g. {"hours":24}); '' for none.
    params: varchar('params', { length: 2000 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    // 0 stopped, 1 started.
    jobStatus: integer('job_status').notNull().default(0),
    nextRunTime: at('next_run_time'),
    lastRunTime: at('last_run_time'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('blade_schedule_job_uuid_uq').on(t.uuid),
    index('blade_schedule_job_due_idx')
      .on(t.nextRunTime)
      .where(sql`${t.jobStatus} = 1 and ${t.isDeleted} = 0`),
  ],
);

/** 任务日志: one row per run of a job, cron-triggered or run-now. */
export const scheduleLogs = pgTable(
  'blade_schedule_log',
  {
    id: id(),
    tenantId: tenantId(),
    jobId: ref('job_id').notNull(),
    jobUuid: varchar('job_uuid', { length: 36 }).notNull(),
    jobName: varchar('job_name', { length: 100 }).notNull().default(''),
    // cron | manual
    triggerType: varchar('trigger_type', { length: 10 }).notNull(),
    // The due time a cron run was claimed for (null for run-now); unique per job, a second guard against a double run.
    scheduledFor: at('scheduled_for'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time'),
    // running | success | failure
    outcome: varchar('outcome', { length: 10 }).notNull(),
    output: text('output').notNull().default(''),
    runner: varchar('runner', { length: 64 }).notNull().default(''),
  },
  (t) => [
    index('blade_schedule_log_job_idx').on(t.tenantId, t.jobUuid, t.startTime),
    uniqueIndex('blade_schedule_log_due_uq').on(t.jobId, t.scheduledFor),
  ],
);

/**
 * The runner lease: one row per named runner role. Whoever holds an unexpired lease runs the due jobs; the others
 * stay idle until it expires (the holder died) and one of them takes it over.
 */
export const jobLeases = pgTable('blade_job_lease', {
  name: varchar('name', { length: 64 }).primaryKey(),
  holder: varchar('holder', { length: 64 }).notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** 通知公告: a tenant's notice, a draft until published, shown to everyone or to chosen roles or departments. */
export const notices = pgTable(
  'blade_notice',
  {
    id: id(),
    tenantId: tenantId(),
    title: varchar('title', { length: 255 }).notNull(),
    // Dict `notice` (1 发布通知, 2 批转通知, …).
    category: integer('category').notNull().default(1),
    content: text('content').notNull().default(''),
    // 0 draft, 1 published.
    publishStatus: integer('publish_status').notNull().default(0),
    releaseTime: at('release_time'),
    // all | roles | depts
    audienceType: varchar('audience_type', { length: 8 }).notNull().default('all'),
    // Comma-separated role or department ids for roles/depts.
    audienceIds: varchar('audience_ids', { length: 2000 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('blade_notice_tenant_idx').on(t.tenantId, t.publishStatus, t.releaseTime)],
);

/** Who has read which notice (a row per reader; no row = unread). */
export const noticeReads = pgTable(
  'blade_notice_read',
  {
    tenantId: tenantId(),
    noticeId: ref('notice_id').notNull(),
    userId: ref('user_id').notNull(),
    readTime: at('read_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
