import { desc } from 'drizzle-orm';
import type { Context } from 'hono';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs, users } from '../../src/server/db/schema/platform.ts';
import { assertMatchesContract } from './support/contract.ts';
import { hashPassword } from '../../src/server/domain/password.ts';
import { createHashGate } from '../../src/server/modules/auth/hash-gate.ts';
import {
  CLIENT,
  createTestApp,
  requestToken,
  TEST_ITERATIONS,
  type TestContext,
} from './support/test-app.ts';

let nextId = 9_300_000;
async function addUser(ctx: TestContext, account: string, password: string, iterations = TEST_ITERATIONS) {
  await ctx.database.db.insert(users).values({
    id: String(++nextId),
    tenantId: '000000',
    account,
    password: await hashPassword(md5(password), iterations),
    name: account,
    realName: account,
    roleId: '',
  });
}

/** A test-only way to say which IP a request comes from (the Node host reads the socket). */
const ipHeader = (c: Context) => c.req.header('X-Test-Ip') ?? '';

function rawToken(ctx: TestContext, account: string, password: string, ip?: string) {
  const query = new URLSearchParams({
    grant_type: 'password',
    tenantId: '000000',
    username: account,
    password: md5(password),
  });
  return ctx.app.request(`/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: CLIENT, ...(ip ? { 'X-Test-Ip': ip } : {}) },
  });
}

describe('lock-out under parallel guesses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: false, rateLimits: false });
    await addUser(ctx, 'burst', 'right123');
  });
  afterAll(async () => ctx.close());

  it('lets at most five attempts reach the password check, and the right one inside the burst does not help', async () => {
    const attempts = Array.from({ length: 41 }, (_, i) =>
      requestToken(ctx.app, {
        account: 'burst',
        password: i === 20 ? 'right123' : `wrong${i}`,
        captcha: false,
      }),
    );
    const answers = await Promise.all(attempts);
    const checked = answers.filter(
      (a) => a.status === 200 || a.body.error_description === '用户名或密码错误',
    );
    const locked = answers.filter((a) => a.body.error_description === '用户登录失败次数过多,请30分钟后再试');
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(locked.length).toBeGreaterThanOrEqual(36);
    // Whatever the order was, the account is locked now, the right password included.
    const after = await requestToken(ctx.app, { account: 'burst', password: 'right123', captcha: false });
    expect(after.body.error_description).toBe('用户登录失败次数过多,请30分钟后再试');
  });
});

describe('unknown accounts', () => {
  let ctx: TestContext;
  const iterations = 150_000;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: false, rateLimits: false, passwordIterations: iterations });
    await addUser(ctx, 'known', 'right123', iterations);
  });
  afterAll(async () => ctx.close());

  it('answer in about the time of a known account with a wrong password', async () => {
    const time = async (account: string) => {
      const started = performance.now();
      const answer = await requestToken(ctx.app, { account, password: 'nope1234', captcha: false });
      expect(answer.body.error_description).toBe('用户名或密码错误');
      return performance.now() - started;
    };
    await time('warm-up');
    // The fastest of five each: the machine's noise only ever adds time.
    const fastest = async (accounts: string[]) => {
      const times = [];
      for (const account of accounts) times.push(await time(account));
      return Math.min(...times);
    };
    const known = await fastest(['known', 'known', 'known', 'known', 'known']);
    const unknown = await fastest(['ghost1', 'ghost2', 'ghost3', 'ghost4', 'ghost5']);
    // Without the dummy hash an unknown account answers ~15x faster; with it both pay one hash.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });
});

describe('rate limits on sign-in and captcha', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      captcha: false,
      clientIp: ipHeader,
      rateLimits: { signInPerIp: 6, signInPerAccount: 4, captchaPerIp: 3 },
    });
    for (const account of ['ra1', 'ra2', 'ra3', 'rb']) await addUser(ctx, account, 'right123');
  });
  afterAll(async () => ctx.close());

  it('refuses an IP past its sign-ins per minute with 429, not other IPs, and again after the minute', async () => {
    const fromA = [];
    for (const account of ['ra1', 'ra1', 'ra2', 'ra2', 'ra3', 'ra3', 'ra3']) {
      fromA.push((await rawToken(ctx, account, 'right123', '10.0.0.1')).status);
    }
    expect(fromA).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // OAuth style like every other answer of the token endpoint, as the contract declares its 429.
    const refused = await (await rawToken(ctx, 'ra3', 'right123', '10.0.0.1')).json();
    expect(refused).toEqual({ error_code: 429, error_description: '请求过于频繁,请稍后再试' });
    assertMatchesContract('POST', '/api/blade-auth/oauth/token', 429, refused);
    expect((await rawToken(ctx, 'ra3', 'right123', '10.0.0.2')).status).toBe(200);
    ctx.clock.advance(61_000);
    expect((await rawToken(ctx, 'ra1', 'right123', '10.0.0.1')).status).toBe(200);
  });

  it('refuses an account tried too often from many IPs', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await rawToken(ctx, 'rb', 'right123', `10.1.0.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const body = await (await rawToken(ctx, 'rb', 'right123', '10.1.1.1')).json();
    expect(body.error_description).toBe('请求过于频繁,请稍后再试');
    assertMatchesContract('POST', '/api/blade-auth/oauth/token', 429, body);
  });

  it('refuses captchas past the limit per IP', async () => {
    const captcha = (ip: string) =>
      ctx.app.request('/api/blade-auth/oauth/captcha', { headers: { 'X-Test-Ip': ip } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await captcha('10.2.0.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await (await captcha('10.2.0.1')).json();
    expect(refused).toMatchObject({ code: 429, success: false, msg: '请求过于频繁,请稍后再试' });
    assertMatchesContract('GET', '/api/blade-auth/oauth/captcha', 429, refused);
    expect((await captcha('10.2.0.2')).status).toBe(200);
  });

  it('logs the IP the host saw, not a client-written X-Forwarded-For, and logs calls with odd headers', async () => {
    await ctx.app.request('/api/blade-system/tenant/info?domain=log-check', {
      headers: { 'X-Test-Ip': '10.3.0.1', 'X-Forwarded-For': '1.2.3.4', 'Tenant-Id': 'x'.repeat(200) },
    });
    await ctx.app.request(`/api/${'s'.repeat(300)}/${'t'.repeat(300)}`, {
      headers: { 'X-Test-Ip': '10.3.0.2' },
    });
    await ctx.app.flushLogs();
    const rows = await ctx.database.db
      .select()
      .from(apiLogs)
      .orderBy(desc(apiLogs.createTime), desc(apiLogs.id))
      .limit(2);
    const info = rows.find((r) => r.requestUri.endsWith('/tenant/info'));
    expect(info).toMatchObject({ remoteIp: '10.3.0.1', tenantId: '' });
    expect(rows.find((r) => r.remoteIp === '10.3.0.2')?.status).toBe(404);
    // A refused probe (NUL in the path) is logged as well.
    await ctx.app.request('/api/blade-system/post/%00', { headers: { 'X-Test-Ip': '10.3.0.3' } });
    await ctx.app.flushLogs();
    const [probe] = await ctx.database.db
      .select()
      .from(apiLogs)
      .orderBy(desc(apiLogs.createTime), desc(apiLogs.id))
      .limit(1);
    expect(probe).toMatchObject({ remoteIp: '10.3.0.3', status: 400 });
  });
});

describe('password hashing', () => {
  it('runs at most the given number of hashes at once and refuses past the queue', async () => {
    const gate = createHashGate(2, 3);
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const task = () =>
      gate(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
      });
    const tasks = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toMatchObject({ status: 429, key: 'signInBusy' });
    while (release.length || running) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      release.shift()?.();
    }
    await Promise.all(tasks);
    expect(most).toBe(2);
  });
});
