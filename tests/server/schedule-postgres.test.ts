import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.ts';
import { openDatabase, type OpenDatabase } from '../../src/server/db/open.node.ts';
import { scheduleJobs, scheduleLogs } from '../../src/server/db/schema/operations.ts';
import { caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, TEST_ITERATIONS, TEST_SECRET, type TestContext } from './support/test-app.ts';

/**
 * Two app instances, each with its own connection pool, on one PostgreSQL database: every due run of a job
 * happens once, with both instances ticking at the same moments (truly concurrent here, unlike PGlite's single
 * connection). Skipped without TEST_DATABASE_URL (scripts/ci-postgres.sh starts a throw-away server).
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('schedule postgres tests skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!url)('the job runner on PostgreSQL, two instances', () => {
  let ctx: TestContext;
  let otherDb: OpenDatabase;
  let other: App;
  let root: pg.Client;
  const name = `purchasing_sched_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    root = new pg.Client({ connectionString: url });
    await root.connect();
    await root.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    ctx = await createTestApp({ jobRunner: { holder: 'pg-a' } }, { databaseUrl: target.toString() });
    otherDb = await openDatabase({ databaseUrl: target.toString() });
    other = createApp({
      db: otherDb.db,
      jobRunner: { holder: 'pg-b' },
      jwtSecret: TEST_SECRET,
      clock: () => ctx.clock.now,
      passwordIterations: TEST_ITERATIONS,
      logger: { error: () => {}, info: () => {} },
    });
  });

  afterAll(async () => {
    await other?.flushLogs();
    await otherDb?.close();
    await ctx?.close();
    await root.query(`drop database if exists ${name}`);
    await root.end();
  });

  it('runs each due run once while both instances tick together', async () => {
    const admin = caller(ctx, (await signIn(ctx.app)).access_token);
    await admin.post('/purchase-task/schedulejob/submit', {
      json: { jobName: '每分钟', jobKind: 'approvalOverdue', cron: '* * * * *' },
    });
    const job = (await admin.get('/purchase-task/schedulejob/list', { jobName: '每分钟' })).body.data
      .records[0];
    await admin.post('/purchase-task/schedulejob/start', { query: { ids: job.id } });
    const a = ctx.app.services.jobRunner;
    const b = other.services.jobRunner;
    // 10 minutes of 15-second ticks, both instances (and a second timer of each) at every step.
    for (let step = 0; step < 40; step += 1) {
      ctx.clock.advance(15_000);
      await Promise.all([a.tick(), b.tick(), b.tick(), a.tick()]);
    }
    const runs = await ctx.database.db.select().from(scheduleLogs).where(eq(scheduleLogs.jobId, job.id));
    expect(runs).toHaveLength(10);
    expect(new Set(runs.map((run) => run.scheduledFor?.getTime())).size).toBe(10);
    expect(runs.every((run) => run.outcome === 'success')).toBe(true);
  });

  it('claims a due run for one instance when both execute it at once', async () => {
    const [row] = await ctx.database.db.select().from(scheduleJobs).where(eq(scheduleJobs.jobName, '每分钟'));
    const outcomes = await Promise.all([
      ctx.app.services.jobRunner.execute(row!, 'cron', row!.nextRunTime),
      other.services.jobRunner.execute(row!, 'cron', row!.nextRunTime),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
