import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchase-task';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { scheduleJobs, scheduleLogs } from '../../db/schema/operations.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { codeName } from '../../lib/code-names.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findAllLive, findLive, notFound, removeLive, type Scoped } from '../../lib/records.ts';
import { assertCron, nextRun } from './cron.ts';
import type { JobKinds, JobRunner, ScheduleLogRow } from './job-runner.ts';

type ScheduleJob = components['schemas']['ScheduleJob'];
type ScheduleJobSubmit = components['schemas']['ScheduleJobSubmit'];
type ScheduleLog = components['schemas']['ScheduleLog'];
type JobRow = typeof scheduleJobs.$inferSelect;

export const toScheduleLog = (row: ScheduleLogRow): ScheduleLog => ({
  id: row.id,
  jobId: row.jobId,
  jobUuid: row.jobUuid,
  jobName: row.jobName,
  triggerType: row.triggerType as ScheduleLog['triggerType'],
  startTime: formatDateTime(row.startTime),
  endTime: formatDateTime(row.endTime),
  outcome: row.outcome as ScheduleLog['outcome'],
  output: row.output,
});

/**
 * A version-4 UUID from getRandomValues: crypto.randomUUID exists only in secure contexts, and the demo build may
 * be served over plain http on a LAN address.
 */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 定时任务 of a tenant: CRUD, start/stop/run-now, and the run logs. */
export function createScheduleJobService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  kinds: JobKinds;
  runner: JobRunner;
  newUuid?: () => string;
}) {
  const { db, clock, nextId, kinds, runner } = deps;
  const newUuid = deps.newUuid ?? randomUuid;
  const live = eq(scheduleJobs.isDeleted, 0);
  const scopedTo =
    (tenantId: string): Scoped =>
    (...conditions) =>
      tenantScope(db, tenantId).where(scheduleJobs, ...conditions);

  const toJob = (row: JobRow, lang: Lang): ScheduleJob => ({
    id: row.id,
    uuid: row.uuid,
    jobName: row.jobName,
    jobKind: row.jobKind,
    jobKindName: codeName(
      Object.fromEntries(Object.entries(kinds).map(([key, kind]) => [key, kind.name])),
      row.jobKind,
      lang,
    ),
    cron: row.cron,
    params: row.params,
    remark: row.remark,
    jobStatus: row.jobStatus as 0 | 1,
    nextRunTime: formatDateTime(row.nextRunTime),
    lastRunTime: formatDateTime(row.lastRunTime),
    createTime: formatDateTime(row.createTime),
  });

  /** The job's input checked before anything is written: a known kind, a cron that fires, JSON object params. */
  function checked(input: ScheduleJobSubmit) {
    if (!Object.hasOwn(kinds, input.jobKind)) throw badRequest('jobKindUnknown', input.jobKind);
    const cron = input.cron.trim();
    assertCron(cron, clock());
    const params = (input.params ?? '').trim();
    if (params) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(params);
      } catch {
        throw badRequest('jobParamsInvalid');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw badRequest('jobParamsInvalid');
    }
    return {
      jobName: input.jobName.trim(),
      jobKind: input.jobKind,
      cron,
      params,
      remark: input.remark ?? '',
    };
  }

  async function list(
    caller: Caller,
    query: PageQuery & { jobName?: string; jobStatus?: string },
    lang: Lang,
  ) {
    const where = scopedTo(caller.tenantId)(
      live,
      contains(scheduleJobs.jobName, query.jobName),
      query.jobStatus ? eq(scheduleJobs.jobStatus, Number(query.jobStatus)) : undefined,
    );
    const page = await pageOf(
      db,
      scheduleJobs,
      where,
      [desc(scheduleJobs.createTime), desc(scheduleJobs.id)],
      query,
    );
    return { ...page, records: page.records.map((row) => toJob(row, lang)) };
  }

  async function find(caller: Caller, key: { id?: string; uuid?: string }) {
    if (key.id) return findLive(db, scheduleJobs, scopedTo(caller.tenantId), key.id);
    if (!key.uuid) throw badRequest('jobIdOrUuid');
    const [row] = await tenantScope(db, caller.tenantId).select(
      scheduleJobs,
      live,
      eq(scheduleJobs.uuid, key.uuid),
    );
    if (!row) throw notFound(key.uuid);
    return row;
  }

  async function submit(caller: Caller, input: ScheduleJobSubmit) {
    const values = checked(input);
    const scope = tenantScope(db, caller.tenantId);
    const stamp = { updateUser: caller.userId, updateTime: clock() };
    if (input.id) {
      const row = await findLive(db, scheduleJobs, scopedTo(caller.tenantId), input.id);
      // A started job's next run follows its new cron at once.
      const nextRunTime = row.jobStatus === 1 ? nextRun(values.cron, clock()) : null;
      await scope.update(scheduleJobs, { ...values, ...stamp, nextRunTime }, eq(scheduleJobs.id, input.id));
    } else {
      await scope.insert(scheduleJobs, [
        {
          id: nextId(),
          uuid: newUuid(),
          ...values,
          ...stamp,
          createUser: caller.userId,
          createTime: clock(),
        },
      ]);
    }
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, scheduleJobs, scopedTo(caller.tenantId), ids);
  }

  async function setStarted(caller: Caller, ids: string[], started: boolean) {
    await db.transaction(async (tx) => {
      const rows = await findAllLive(tx, scheduleJobs, scopedTo(caller.tenantId), ids);
      const scope = tenantScope(tx, caller.tenantId);
      for (const row of rows) {
        await scope.update(
          scheduleJobs,
          {
            jobStatus: started ? 1 : 0,
            nextRunTime: started ? nextRun(row.cron, clock()) : null,
            updateUser: caller.userId,
            updateTime: clock(),
          },
          eq(scheduleJobs.id, row.id),
        );
      }
    });
  }

  /** Run-now: runs in the request and answers the run's log row (the job's own schedule is untouched). */
  async function run(caller: Caller, id: string) {
    const job = await findLive(db, scheduleJobs, scopedTo(caller.tenantId), id);
    const log = await runner.execute(job, 'manual', null);
    if (!log) throw notFound(id);
    return toScheduleLog(log);
  }

  async function logList(caller: Caller, query: PageQuery & { uuid?: string; outcome?: string }) {
    const where = tenantScope(db, caller.tenantId).where(
      scheduleLogs,
      query.uuid ? eq(scheduleLogs.jobUuid, query.uuid) : undefined,
      query.outcome ? eq(scheduleLogs.outcome, query.outcome) : undefined,
    );
    const page = await pageOf(
      db,
      scheduleLogs,
      where,
      [desc(scheduleLogs.startTime), desc(scheduleLogs.id)],
      query,
    );
    return { ...page, records: page.records.map(toScheduleLog) };
  }

  async function logDetail(caller: Caller, id: string) {
    const [row] = await tenantScope(db, caller.tenantId).select(scheduleLogs, eq(scheduleLogs.id, id));
    if (!row) throw notFound(id);
    return toScheduleLog(row);
  }

  const kindList = (lang: Lang) =>
    Object.entries(kinds).map(([kind, spec]) => ({
      kind,
      name: spec.name[lang],
      description: spec.description[lang],
      defaultParams: spec.defaultParams,
    }));

  return {
    list,
    detail: async (caller: Caller, key: { id?: string; uuid?: string }, lang: Lang) =>
      toJob(await find(caller, key), lang),
    kinds: kindList,
    submit,
    remove,
    start: (caller: Caller, ids: string[]) => setStarted(caller, ids, true),
    stop: (caller: Caller, ids: string[]) => setStarted(caller, ids, false),
    run,
    logList,
    logDetail,
  };
}

export type ScheduleJobService = ReturnType<typeof createScheduleJobService>;
