import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 日志管理 over what the app itself writes: the API log middleware, the server error log and the general log.
 * Lists filter by time, user, path and status; details mask secrets; another tenant sees none of it.
 */
let ctx: TestContext;
let admin: Caller;
let intruder: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  intruder = (await newTenant(ctx, admin, '日志租户')).admin;
});
afterAll(async () => ctx.close());

const apiRows = async (as: Caller, query: Record<string, string | number> = {}) => {
  await ctx.app.flushLogs();
  const answer = await as.get('/blade-log/api/list', { size: 100, ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.records as { id: string; requestUri: string; params: string; status: number }[];
};

describe('the API log', () => {
  it('lists the calls of the tenant, filtered by path, user, status and time, secrets masked', async () => {
    await admin.get('/blade-system/post/list', { postName: 'x', password: 'hunter2', accessKey: 'AK1' });
    const rows = await apiRows(admin, { requestUri: '/blade-system/post/list', createBy: 'admin' });
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[0]!;
    expect(row.params).toContain('postName=x');
    expect(row.params).toContain('password=******');
    expect(row.params).toContain('accessKey=******');
    expect(row.params).not.toContain('hunter2');
    expect(row.params).not.toContain('AK1');

    const detail = await admin.get('/blade-log/api/detail', { id: row.id });
    expect(detail.body.data.params).not.toContain('hunter2');
    expect(detail.body.data.requestUri).toBe('/api/blade-system/post/list');

    expect(await apiRows(admin, { requestUri: '/blade-system/post/list', status: 404 })).toEqual([]);
    expect(await apiRows(admin, { requestUri: '/blade-system/post/list', createBy: 'nobody' })).toEqual([]);
    // The test clock stands at 2026-11-22 17:00 in UTC+8.
    expect(await apiRows(admin, { requestUri: '/blade-system/post/list', endTime: '2026-11-21' })).toEqual(
      [],
    );
    expect(
      (await apiRows(admin, { requestUri: '/blade-system/post/list', startTime: '2026-11-22 16:59:00' }))
        .length,
    ).toBe(rows.length);
  });

  it('filters by status', async () => {
    await admin.get('/blade-system/post/detail', { id: '1' });
    const missing = await apiRows(admin, { requestUri: '/blade-system/post/detail', status: 404 });
    expect(missing.length).toBe(1);
    expect(missing[0]!.status).toBe(404);
  });

  it("answers 404 for another tenant's row and lists none of them", async () => {
    const [row] = await apiRows(admin, { requestUri: '/blade-system/post/list' });
    const answer = await intruder.get('/blade-log/api/detail', { id: row!.id });
    expect(answer.status).toBe(404);
    expect(await apiRows(intruder, { createBy: 'admin', requestUri: '/blade-system/post' })).toEqual([]);
  });

  it('refuses a date that does not exist (400, in the caller’s language)', async () => {
    const zh = await admin.get('/blade-log/api/list', { startTime: '2026-02-30' });
    expect(zh.status).toBe(400);
    const en = await caller(ctx, admin.token, 'en').get('/blade-log/api/list', { startTime: '2026-13-01' });
    expect(en.status).toBe(400);
    expect(en.body.msg).toMatch(/[A-Za-z]/);
    expect(en.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('needs the screen’s menu', async () => {
    const role = await roleWith(ctx, admin, 'log_reader', ['log_error']);
    await userWith(admin, 'logreader', role);
    const reader = await signInTo(ctx, '000000', 'logreader', 'pass1234');
    expect((await reader.get('/blade-log/api/list')).status).toBe(403);
    expect((await reader.get('/blade-log/error/list')).status).toBe(200);
  });
});

describe('the error and general logs', () => {
  it('shows a server error with its request, and UI errors with their details masked', async () => {
    const { errorLog, logs } = ctx.app.services;
    await errorLog.recordServerError(new TypeError('boom'), {
      method: 'POST',
      uri: '/api/purchar/cg-needs/addOrEdit',
      tenantId: '000000',
      account: 'admin',
    });
    const page = await admin.get('/blade-log/error/list', { requestUri: 'cg-needs' });
    const row = page.body.data.records[0];
    expect(row.exceptionName).toBe('TypeError');
    expect(row.message).toBe('boom');
    const detail = await admin.get('/blade-log/error/detail', { id: row.id });
    expect(detail.body.data.stackTrace).toContain('TypeError: boom');
    expect((await intruder.get('/blade-log/error/detail', { id: row.id })).status).toBe(404);

    await logs.recordUsual('000000', { logId: 'job-x', logData: '{"token":"t0ps3cret","rows":3}' });
    const usual = (await admin.get('/blade-log/usual/list')).body.data.records;
    expect(usual[0].logId).toBe('job-x');
    expect(usual[0].logData).toBe('{"token":"******","rows":3}');
  });
});

describe('retention', () => {
  it('purges the rows older than the cut-off and keeps the newer ones', async () => {
    const { logs } = ctx.app.services;
    await admin.get('/blade-system/post/list', { postName: 'old' });
    await ctx.app.flushLogs();
    ctx.clock.advance(30 * 60_000);
    await admin.get('/blade-system/post/list', { postName: 'new' });
    await ctx.app.flushLogs();
    const counts = await logs.purge('000000', new Date(ctx.clock.now.getTime() - 10 * 60_000));
    expect(counts.api).toBeGreaterThan(0);
    const left = await apiRows(admin, { requestUri: '/blade-system/post/list' });
    expect(left.some((row) => row.params.includes('postName=new'))).toBe(true);
    expect(left.some((row) => row.params.includes('postName=old'))).toBe(false);
    // The other tenant's rows are not the platform job's to purge.
    expect((await apiRows(intruder)).length).toBeGreaterThan(0);
  });
});
