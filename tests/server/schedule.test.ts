import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.ts';
import { scheduleJobs, scheduleLogs } from '../../src/server/db/schema/operations.ts';
import { cgNeeds } from '../../src/server/db/schema/procurement.ts';
import { seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { caller, newTenant, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, TEST_ITERATIONS, TEST_SECRET, type TestContext } from './support/test-app.ts';

/**
 * 定时任务 through the API, and the runner as two app instances on one database (in-memory PGlite here; the same
 * scenario on PostgreSQL in schedule-postgres.test.ts). Time is the test clock: ticks are triggered, never awaited.
 */
let ctx: TestContext;
let second: App;
let admin: Caller;
let intruder: Caller;

const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({ jobRunner: { holder: 'instance-a' } });
  second = createApp({
    db: ctx.database.db,
    jobRunner: { holder: 'instance-b' },
    jwtSecret: TEST_SECRET,
    clock: () => ctx.clock.now,
    passwordIterations: TEST_ITERATIONS,
    logger: { error: () => {}, info: () => {} },
  });
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  intruder = (await newTenant(ctx, admin, '任务租户')).admin;
});
afterAll(async () => {
  await second.flushLogs();
  await ctx.close();
});

const jobsNamed = async (jobName: string) =>
  (await admin.get('/purchase-task/schedulejob/list', { jobName })).body.data.records as {
    id: string;
    uuid: string;
    jobStatus: number;
    nextRunTime: string;
    lastRunTime: string;
  }[];

async function newJob(jobName: string, cron: string, jobKind = 'approvalOverdue', params = '') {
  const answer = await admin.post('/purchase-task/schedulejob/submit', {
    json: { jobName, jobKind, cron, params },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await jobsNamed(jobName))[0]!;
}

type Runner = App['services']['jobRunner'];

/** The hosts' timers, simulated: every 15 s each running instance ticks (both at once), for `ms` in all. */
async function runFor(ms: number, runners: Runner[]) {
  for (let passed = 0; passed < ms; passed += 15_000) {
    ctx.clock.advance(15_000);
    await Promise.all(runners.map((runner) => runner.tick()));
  }
}

const runsOf = (jobId: string) =>
  ctx.database.db.select().from(scheduleLogs).where(eq(scheduleLogs.jobId, jobId));

describe('job input', () => {
  it('refuses a cron that does not parse or never fires, an unknown kind and non-object params; nothing written', async () => {
    const before = (await admin.get('/purchase-task/schedulejob/list')).body.data.total;
    const bad = await admin.post('/purchase-task/schedulejob/submit', {
      json: { jobName: '坏任务', jobKind: 'logRetention', cron: '61 * * * *' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Cron 表达式无法解析: 61 * * * *');
    const en = await caller(ctx, admin.token, 'en').post('/purchase-task/schedulejob/submit', {
      json: { jobName: 'bad', jobKind: 'logRetention', cron: 'every day' },
    });
    expect(en.body.msg).toBe('The cron expression cannot be parsed: every day');
    const never = await admin.post('/purchase-task/schedulejob/submit', {
      json: { jobName: '坏任务', jobKind: 'logRetention', cron: '0 0 30 2 *' },
    });
    expect(never.status).toBe(400);
    expect(never.body.msg).toContain('永远不会触发');
    const kind = await admin.post('/purchase-task/schedulejob/submit', {
      json: { jobName: '坏任务', jobKind: 'rm -rf', cron: '0 * * * *' },
    });
    expect(kind.body.msg).toBe('不支持的任务类型: rm -rf');
    const params = await admin.post('/purchase-task/schedulejob/submit', {
      json: { jobName: '坏任务', jobKind: 'approvalOverdue', cron: '0 * * * *', params: '[1]' },
    });
    expect(params.status).toBe(400);
    expect((await admin.get('/purchase-task/schedulejob/list')).body.data.total).toBe(before);
  });

  it('lists the built-in kinds in the caller’s language', async () => {
    const kinds = (await caller(ctx, admin.token, 'en').get('/purchase-task/schedulejob/kinds')).body.data;
    expect(kinds.map((k: { kind: string }) => k.kind).sort()).toEqual([
      'approvalOverdue',
      'logRetention',
      'qualificationExpiry',
    ]);
    expect(kinds.find((k: { kind: string }) => k.kind === 'logRetention').name).toBe('Log retention');
  });
});

describe('two runners on one database', () => {
  it('run each due run of a started job exactly once', async () => {
    const job = await newJob('每五分钟', '*/5 * * * *');
    expect(job.jobStatus).toBe(0);
    expect(job.nextRunTime).toBe('');
    expect((await admin.post('/purchase-task/schedulejob/start', { query: { ids: job.id } })).status).toBe(
      200,
    );
    // 09:00 UTC = 17:00 in UTC+8: the next run is 17:05.
    expect((await jobsNamed('每五分钟'))[0]!.nextRunTime).toBe('2026-11-22 17:05:00');

    const a = ctx.app.services.jobRunner;
    const b = second.services.jobRunner;
    await Promise.all([a.tick(), b.tick()]);
    expect(await runsOf(job.id)).toHaveLength(0);

    await runFor(15 * MINUTE, [a, b, a, b]);
    const runs = await runsOf(job.id);
    expect(runs).toHaveLength(3);
    expect(new Set(runs.map((run) => run.scheduledFor?.toISOString())).size).toBe(3);
    expect(runs.every((run) => run.outcome === 'success' && run.triggerType === 'cron')).toBe(true);
    // One instance holds the lease and did all the runs.
    expect(new Set(runs.map((run) => run.runner))).toEqual(new Set(['instance-a']));
  });

  it('hand over when the lease holder stops ticking, still once per due run', async () => {
    const job = (await jobsNamed('每五分钟'))[0]!;
    const b = second.services.jobRunner;
    // instance-a is gone: b takes the lease once it has run out (60 s) and runs the next due run.
    await runFor(5 * MINUTE, [b]);
    const runs = await runsOf(job.id);
    expect(runs).toHaveLength(4);
    expect(runs.filter((run) => run.runner === 'instance-b')).toHaveLength(1);
    // a is back, but b renews its lease on every tick: a runs nothing, and nothing runs twice.
    await runFor(10 * MINUTE, [ctx.app.services.jobRunner, b]);
    const after = await runsOf(job.id);
    expect(after).toHaveLength(6);
    expect(after.filter((run) => run.runner === 'instance-b')).toHaveLength(3);
  });

  it('records a due run once even when both execute it (the unique job and due-time key)', async () => {
    const job = (await jobsNamed('每五分钟'))[0]!;
    const [row] = await ctx.database.db.select().from(scheduleJobs).where(eq(scheduleJobs.id, job.id));
    const before = (await runsOf(job.id)).length;
    ctx.clock.advance(5 * MINUTE);
    // Both run the due job directly, past the lease: one claims it, the other finds it claimed.
    const outcomes = await Promise.all([
      ctx.app.services.jobRunner.execute(row!, 'cron', row!.nextRunTime),
      second.services.jobRunner.execute(row!, 'cron', row!.nextRunTime),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await runsOf(job.id)).toHaveLength(before + 1);
  });

  it('stop: no further runs', async () => {
    admin = caller(ctx, (await signIn(ctx.app)).access_token);
    const job = (await jobsNamed('每五分钟'))[0]!;
    await admin.post('/purchase-task/schedulejob/stop', { query: { ids: job.id } });
    expect((await jobsNamed('每五分钟'))[0]!.nextRunTime).toBe('');
    const before = (await runsOf(job.id)).length;
    ctx.clock.advance(15 * MINUTE);
    await Promise.all([ctx.app.services.jobRunner.tick(), second.services.jobRunner.tick()]);
    expect(await runsOf(job.id)).toHaveLength(before);
  });
});

describe('run now and the run logs', () => {
  it('runs a job at once and shows the run under /schedulelog?uuid', async () => {
    admin = caller(ctx, (await signIn(ctx.app)).access_token);
    const job = await newJob('立即执行', '0 0 1 1 *', 'approvalOverdue', '{"hours":48}');
    const run = await admin.post('/purchase-task/schedulejob/run', { query: { id: job.id } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data.outcome).toBe('success');
    expect(run.body.data.triggerType).toBe('manual');
    const logs = await admin.get('/purchase-task/schedulelog/list', { uuid: job.uuid });
    expect(logs.body.data.records).toHaveLength(1);
    expect(logs.body.data.records[0].output).toBe('nothing overdue');
    const detail = await admin.get('/purchase-task/schedulelog/detail', { id: run.body.data.id });
    expect(detail.body.data.jobUuid).toBe(job.uuid);
    expect((await jobsNamed('立即执行'))[0]!.lastRunTime).not.toBe('');
  });

  it('records a failing run as a failure with its message', async () => {
    const job = await newJob('坏参数', '0 0 1 1 *', 'approvalOverdue', '{"hours":-1}');
    const run = await admin.post('/purchase-task/schedulejob/run', { query: { id: job.id } });
    expect(run.body.data.outcome).toBe('failure');
    expect(run.body.data.output).toContain('hours must be a positive number');
  });

  it("answers 404 to another tenant's ids and changes nothing", async () => {
    const job = (await jobsNamed('立即执行'))[0]!;
    const [log] = (await admin.get('/purchase-task/schedulelog/list', { uuid: job.uuid })).body.data.records;
    expect((await intruder.get('/purchase-task/schedulejob/detail', { id: job.id })).status).toBe(404);
    expect((await intruder.get('/purchase-task/schedulejob/detail', { uuid: job.uuid })).status).toBe(404);
    expect((await intruder.post('/purchase-task/schedulejob/run', { query: { id: job.id } })).status).toBe(
      404,
    );
    expect((await intruder.post('/purchase-task/schedulejob/start', { query: { ids: job.id } })).status).toBe(
      404,
    );
    expect(
      (await intruder.post('/purchase-task/schedulejob/remove', { query: { ids: job.id } })).status,
    ).toBe(404);
    expect((await intruder.get('/purchase-task/schedulelog/detail', { id: log.id })).status).toBe(404);
    const edit = await intruder.post('/purchase-task/schedulejob/submit', {
      json: { id: job.id, jobName: 'x', jobKind: 'logRetention', cron: '* * * * *' },
    });
    expect(edit.status).toBe(404);
    expect((await intruder.get('/purchase-task/schedulelog/list', { uuid: job.uuid })).body.data.total).toBe(
      0,
    );
    const after = (await jobsNamed('立即执行'))[0]!;
    expect(after).toEqual(
      job.jobStatus === after.jobStatus ? { ...job, lastRunTime: after.lastRunTime } : job,
    );
    expect(await runsOf(job.id)).toHaveLength(1);
  });
});

describe('built-in jobs', () => {
  it('are seeded for the platform tenant and armed by the first tick', async () => {
    const seeded = (await admin.get('/purchase-task/schedulejob/list', { size: 50 })).body.data.records;
    const retention = seeded.find((j: { jobKind: string }) => j.jobKind === 'logRetention');
    expect(retention.jobStatus).toBe(1);
    expect(retention.nextRunTime).toMatch(/ 02:30:00$/);
  });

  it('log retention purges what is older than log.retentionDays', async () => {
    const retention = (await admin.get('/purchase-task/schedulejob/list', { jobName: '日志清理' })).body.data
      .records[0];
    await admin.get('/blade-system/post/list', { postName: 'before-retention' });
    await ctx.app.flushLogs();
    ctx.clock.advance(91 * 24 * 60 * MINUTE);
    admin = caller(ctx, (await signIn(ctx.app)).access_token);
    const run = await admin.post('/purchase-task/schedulejob/run', { query: { id: retention.id } });
    expect(run.body.data.outcome).toBe('success');
    expect(run.body.data.output).toMatch(/^retention 90 days/);
    await ctx.app.flushLogs();
    const left = (
      await admin.get('/blade-log/api/list', { requestUri: '/blade-system/post/list', size: 100 })
    ).body.data.records;
    expect(left.some((row: { params: string }) => row.params.includes('before-retention'))).toBe(false);
  });

  it('overdue approvals: a bill waiting on a level longer than the hours leaves a 审批超时 message to its approvers', async () => {
    const org = await seededOrganisation(ctx);
    const director = await signedInPerson(ctx, admin, 'overdue_director', org.role('director'), '5000003');
    const submitted = new Date(ctx.clock.now.getTime() - 30 * 60 * MINUTE);
    await ctx.database.db.insert(cgNeeds).values({
      id: '77000001',
      tenantId: '000000',
      needsNo: 'XQ-OVERDUE-1',
      title: '超时单据',
      deptId: '5000003',
      approveStatus: 2,
      currentNode: 'DIRECTOR',
      roundNo: 1,
      approveChain: 'DIRECTOR,MANAGER',
      submitTime: submitted,
    });
    const job = await newJob('超时提醒测试', '0 0 1 1 *', 'approvalOverdue', '{"hours":24}');
    const run = await admin.post('/purchase-task/schedulejob/run', { query: { id: job.id } });
    expect(run.body.data.output).toMatch(/^1 overdue, [1-9]\d* message\(s\): XQ-OVERDUE-1@DIRECTOR$/);
    const inbox = (await director.as.get('/purchar/cg-message/pages')).body.data.records;
    expect(inbox[0]).toMatchObject({
      msgType: 8,
      bizNo: 'XQ-OVERDUE-1',
      title: '审批超时: 需求单 XQ-OVERDUE-1',
    });
    const later = await newJob('超时提醒测试 48h', '0 0 1 1 *', 'approvalOverdue', '{"hours":48}');
    const none = await admin.post('/purchase-task/schedulejob/run', { query: { id: later.id } });
    expect(none.body.data.output).toBe('nothing overdue');
  });
});
