import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobLeases, scheduleJobs, scheduleLogs } from '../../db/schema/operations.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import type { Names } from '../../lib/code-names.ts';
import { nextRun } from './cron.ts';

/** What a run of a job gets: its tenant, its parameters (the job's JSON merged over the kind's defaults), the time. */
export interface JobContext {
  tenantId: string;
  params: Record<string, unknown>;
  now: Date;
}

/** A built-in job kind: what a job of that kind does. `run` answers the run's output (a line or a few). */
export interface JobKind {
  name: Names;
  description: Names;
  /** JSON object text of the parameters a job of this kind takes, with their defaults. */
  defaultParams: string;
  run(context: JobContext): Promise<string>;
}

export type JobKinds = Readonly<Record<string, JobKind>>;

type JobRow = typeof scheduleJobs.$inferSelect;
export type ScheduleLogRow = typeof scheduleLogs.$inferSelect;

const LEASE_NAME = 'scheduler';
const OUTPUT_LIMIT = 20_000;

export interface JobRunnerOptions {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  kinds: JobKinds;
  /** This instance's name in the lease and the logs (host name and process id on Node). */
  holder: string;
  /** How long a lease lasts without renewal: a holder that died is replaced after this long. */
  leaseMs?: number;
  logger?: Pick<Console, 'error'>;
}

/** A job's JSON parameters over its kind's defaults; the service has checked the text is a JSON object. */
export function jobParams(kind: JobKind, text: string): Record<string, unknown> {
  const defaults = JSON.parse(kind.defaultParams || '{}') as Record<string, unknown>;
  return { ...defaults, ...(text ? (JSON.parse(text) as Record<string, unknown>) : {}) };
}

/**
 * The scheduler. Every app instance has one; `tick()` (from the host's timer, or a test) runs the due jobs, but
 * only on the instance holding the lease row, and each due run is claimed by moving the job's next run time
 * forward in one conditional UPDATE (and recorded under a unique (job, due time) key), so even two instances that
 * both think they lead cannot run the same due run twice. Runs missed while no instance was up run once, late.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, clock, nextId, kinds, holder } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  let ticking: Promise<number> | undefined;

  /** Takes or renews the lease; true while this instance holds it. */
  async function holdLease(now: Date) {
    const expiresAt = new Date(now.getTime() + leaseMs);
    const rows = await sharedTables(db)
      .insert(jobLeases, [{ name: LEASE_NAME, holder, expiresAt }])
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, expiresAt },
        setWhere: or(eq(jobLeases.holder, holder), lt(jobLeases.expiresAt, now)),
      })
      .returning({ holder: jobLeases.holder });
    return rows[0]?.holder === holder;
  }

  /** Runs one job now and records the run; a failing kind is a failed run, never a thrown error. */
  async function execute(job: JobRow, trigger: 'cron' | 'manual', scheduledFor: Date | null) {
    const scope = tenantScope(db, job.tenantId);
    const log: ScheduleLogRow = {
      id: nextId(),
      tenantId: job.tenantId,
      jobId: job.id,
      jobUuid: job.uuid,
      jobName: job.jobName,
      triggerType: trigger,
      scheduledFor,
      startTime: clock(),
      endTime: null,
      outcome: 'running',
      output: '',
      runner: holder.slice(0, 64),
    };
    const inserted = await scope
      .insert(scheduleLogs, [log])
      .onConflictDoNothing()
      .returning({ id: scheduleLogs.id });
    // The due run was recorded already (by another instance): it is that instance's to run.
    if (inserted.length === 0) return null;
    let outcome: 'success' | 'failure' = 'success';
    let output: string;
    try {
      const kind = kinds[job.jobKind];
      if (!kind) throw new Error(`unknown job kind ${job.jobKind}`);
      output = await kind.run({ tenantId: job.tenantId, params: jobParams(kind, job.params), now: clock() });
    } catch (error) {
      outcome = 'failure';
      output = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const done = { endTime: clock(), outcome, output: output.slice(0, OUTPUT_LIMIT) };
    await scope.update(scheduleLogs, done, eq(scheduleLogs.id, log.id));
    await scope.update(scheduleJobs, { lastRunTime: log.startTime }, eq(scheduleJobs.id, job.id));
    return { ...log, ...done };
  }

  /** Claims the due run of a job: true for exactly one caller, whoever else saw it due. */
  async function claim(job: JobRow, due: Date, now: Date) {
    const following = nextRun(job.cron, now);
    const claimed = await tenantScope(db, job.tenantId)
      .update(
        scheduleJobs,
        { nextRunTime: following, jobStatus: following ? 1 : 0 },
        eq(scheduleJobs.id, job.id),
        eq(scheduleJobs.jobStatus, 1),
        eq(scheduleJobs.nextRunTime, due),
      )
      .returning({ id: scheduleJobs.id });
    return claimed.length === 1;
  }

  async function runDue(): Promise<number> {
    const now = clock();
    if (!(await holdLease(now))) return 0;
    const live = and(eq(scheduleJobs.jobStatus, 1), eq(scheduleJobs.isDeleted, 0));
    // The runner serves every tenant: jobs are read across tenants here, each then handled in its own scope.
    // eslint-disable-next-line no-restricted-syntax
    const unarmed = await db
      .select()
      .from(scheduleJobs)
      .where(and(live, isNull(scheduleJobs.nextRunTime)));
    for (const job of unarmed) {
      await tenantScope(db, job.tenantId).update(
        scheduleJobs,
        { nextRunTime: nextRun(job.cron, now) },
        eq(scheduleJobs.id, job.id),
        isNull(scheduleJobs.nextRunTime),
      );
    }
    // eslint-disable-next-line no-restricted-syntax
    const due = await db
      .select()
      .from(scheduleJobs)
      .where(and(live, lte(scheduleJobs.nextRunTime, now)));
    let ran = 0;
    for (const job of due) {
      if (!job.nextRunTime || !(await claim(job, job.nextRunTime, now))) continue;
      if (await execute(job, 'cron', job.nextRunTime)) ran += 1;
    }
    return ran;
  }

  /** One pass over the due jobs; answers how many ran here. Overlapping calls share the pass under way. */
  function tick(): Promise<number> {
    ticking ??= runDue().finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  /** The host's timer (main.ts): a tick every interval until the returned stop is called. */
  function start(intervalMs = 15_000) {
    const timer = setInterval(() => {
      tick().catch((error) => options.logger?.error('job runner tick failed', error));
    }, intervalMs);
    return () => clearInterval(timer);
  }

  return { tick, start, execute, holdLease, kinds };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
