/**
 * Throughput under load, bounded: a fixed number of requests at a fixed concurrency against the app served over
 * HTTP on loopback (node-server, the API compression of main.ts), for blade-user/page (as the platform
 * administrator, and as a staff member whose role is granted the list, so the permission and scope look-ups
 * run), cg-needs/pages and sign-in; beside each, the raw SQL of the same page run the same number of times at the same concurrency
 * through the same connection pool. Prints req/s and p50/p95/p99, the CPU time per request and where it went
 * (bench/cpu-time.ts, on Linux) and, on PostgreSQL, the statements sent per request; asserts nothing.
 *
 *   tsx bench/load.ts [--requests 2000] [--concurrency 20] [--db pglite|postgres|both] [--bills 100000]
 *                     [--users 100000] [--only user,needs,signin] [--pool 20]
 *
 * PostgreSQL: a throw-away server from scripts/ci-postgres.sh (needs PostgreSQL installed), or BENCH_DATABASE_URL
 * pointing at an empty database that may be filled and left behind.
 */
import { serve } from '@hono/node-server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { md5 } from 'js-md5';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../src/server/app.ts';
import {
  DEFAULT_POOL_SIZE,
  loadMigrations,
  openDatabase,
  type OpenDatabase,
} from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { hashPassword } from '../src/server/domain/password.ts';
import { depts, menus, roleMenus, roles, users } from '../src/server/db/schema/platform.ts';
import { cgNeeds } from '../src/server/db/schema/procurement.ts';
import { pageQueries, sortOrder } from '../src/server/lib/page.ts';
import { NEEDS_LIST_COLUMNS } from '../src/server/modules/purchar/needs/needs-list-columns.ts';
import { LIST_ORDER } from '../src/server/modules/purchar/needs/needs-read.service.ts';
import { userWithNames } from '../src/server/modules/user/user-names.ts';
import { USER_SORT_COLUMNS } from '../src/server/modules/user/user-page.ts';
import { compressApi } from '../src/server/static.node.ts';
import { cpuPerRequest, cpuSample, type CpuSample } from './cpu-time.ts';
import { percentile } from './measure.ts';

const root = resolve(import.meta.dirname, '..');
const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const REQUESTS = Number(argValue('--requests') ?? 2000);
const CONCURRENCY = Number(argValue('--concurrency') ?? 20);
// 100 000 rows each by default: the size at which the project's budgets hold a list's p95 to 2× its raw SQL.
const BILLS = Number(argValue('--bills') ?? 100_000);
const USERS = Number(argValue('--users') ?? 100_000);
const which = argValue('--db') ?? 'both';
const only = new Set((argValue('--only') ?? 'user,needs,signin').split(','));
/** PostgreSQL connections in the pool (the server's default unless given). */
const POOL = argValue('--pool') ? Number(argValue('--pool')) : undefined;
const TENANT = '000000';
/**
 * Requests sent before each measured run, HTTP and raw SQL alike, at the measured concurrency: a cost a
 * long-running server has paid long before. With 50 sent one at a time, and still with 500 at the measured
 * concurrency, the first HTTP run was warming up: its p95 10–40% above the same list's next run, whichever caller
 * went first, with V8 still compiling on other threads (their CPU per request 1.2–1.3 ms against 0.6–0.9 ms in the
 * next run). After 2 000 the first two runs agree.
 */
const WARM_UP = 2000;
const BENCH_PASSWORD = 'bench-password';
const benchAccount = (n: number) => `bench${String(n).padStart(5, '0')}`;
const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

/** What bench/load-client.mjs is told to do. */
export interface ClientJob {
  /** Taken in turn, one per request. */
  urls: string[];
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  total: number;
  concurrency: number;
  warmUp: number;
}

const ms = (samples: number[], p: number) => percentile(samples, p).toFixed(1).padStart(7);
const figures = (samples: number[]) =>
  `p50 ${ms(samples, 50)}  p95 ${ms(samples, 95)}  p99 ${ms(samples, 99)} ms`;
const line = (name: string, total: number, concurrency: number, seconds: number, samples: number[]) =>
  `  ${name.padEnd(44)} ${String(total).padStart(5)} @${concurrency}  ${(total / seconds).toFixed(0).padStart(6)} req/s  ${figures(samples)}`;

/** `total` calls of `task` in this thread, at most `concurrency` at a time; prints throughput and latency. */
/**
 * Statements run through the driver itself, at once as a list runs its count and page. On PostgreSQL as named
 * prepared statements, planned once per connection like the server's prepared lists (lib/page.ts
 * preparedPageOf), so the raw figure is not slowed by planning the server no longer does.
 */
function rawStatements(
  database: OpenDatabase,
  name: string,
  queries: { toSQL(): { sql: string; params: unknown[] } }[],
): () => Promise<void> {
  const statements = queries.map((query, index) => ({ ...query.toSQL(), name: `raw_${name}_${index}` }));
  const client = (database.db as unknown as { $client: RawClient }).$client;
  return async () => {
    await Promise.all(
      statements.map(({ sql: text, params, name: statement }) =>
        database.kind === 'postgres'
          ? client.query({ name: statement, text, values: params })
          : client.query(text, params),
      ),
    );
  };
}

/** node-postgres' pool and PGlite both answer query(text, params); the pool also takes a named statement. */
interface RawClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<unknown>;
  query(text: string, params: unknown[]): Promise<unknown>;
}

async function load(name: string, total: number, concurrency: number, task: () => Promise<void>) {
  const run = async (count: number, record?: (ms: number) => void) => {
    let issued = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (issued < count) {
          issued++;
          const t0 = performance.now();
          await task();
          record?.(performance.now() - t0);
        }
      }),
    );
  };
  await run(Math.min(WARM_UP, total));
  const samples: number[] = [];
  const started = performance.now();
  const cpuBefore = cpuSample();
  await run(total, (ms) => samples.push(ms));
  const cpu = cpuPerRequest(cpuBefore, total);
  console.log(line(name, total, concurrency, (performance.now() - started) / 1000, samples));
  if (cpu) console.log(`  ${'  CPU ms per request'.padEnd(44)} ${cpu}`);
}

/** Time from the request reaching the server's handlers to its (compressed) answer being ready, per request. */
const serverTimes: { samples: number[] | undefined } = { samples: undefined };

/**
 * Statements sent to PostgreSQL while a load runs (every query of every pooled client: the handlers', the API
 * log's batched inserts, nothing else runs meanwhile), to print per request beside the times.
 */
const statements = { counting: false, sent: 0 };
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (statements.counting) statements.sent++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

/**
 * `total` HTTP requests sent by a client in a worker thread (bench/load-client.ts); prints throughput and the
 * latency the client saw, then the time the server spent on them (from its handlers' start to the answer).
 */
async function httpLoad(name: string, job: Omit<ClientJob, 'warmUp'>, report = true) {
  const server: number[] = [];
  let cpuBefore: CpuSample | undefined;
  let cpu: string | undefined;
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url), {
    workerData: { ...job, warmUp: Math.min(WARM_UP, job.total) } satisfies ClientJob,
  });
  type Result = {
    samples: number[];
    seconds: number;
    bytes: { wire: number; json: number };
    clientTicks?: number;
  };
  const result = await new Promise<Result>((done, fail) => {
    worker.on('message', (message: { warm: true } | Result) => {
      if ('warm' in message) {
        serverTimes.samples = server;
        statements.sent = 0;
        statements.counting = true;
        cpuBefore = cpuSample();
      } else {
        statements.counting = false;
        // Before the worker ends: its thread's time counts with the other threads'.
        cpu = cpuPerRequest(cpuBefore, job.total, message.clientTicks);
        done(message);
      }
    });
    worker.on('error', fail);
  });
  serverTimes.samples = undefined;
  await worker.terminate();
  if (!report) return;
  console.log(line(name, job.total, job.concurrency, result.seconds, result.samples));
  console.log(`  ${'  in the server'.padEnd(44)} ${''.padStart(22)}  ${figures(server)}`);
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `  ${'  an answer'.padEnd(44)} ${kB(result.bytes.wire).padStart(22)} on the wire, ${kB(result.bytes.json)} of JSON`,
  );
  if (cpu) console.log(`  ${'  CPU ms per request'.padEnd(44)} ${cpu}`);
  if (statements.sent > 0)
    console.log(
      `  ${'  SQL statements per request'.padEnd(44)} ${(statements.sent / job.total).toFixed(2).padStart(22)}`,
    );
}

async function seed(database: OpenDatabase) {
  const { db } = database;
  const started = performance.now();
  const ids = async (table: typeof depts | typeof roles) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.tenantId, TENANT))).map((r) => r.id);
  const deptIds = await ids(depts);
  // One hash for all: the sign-in load then signs in as many accounts (BENCH_PASSWORD).
  const password = await hashPassword(md5(BENCH_PASSWORD));
  const roleIds = await ids(roles);
  for (let first = 0; first < USERS; first += 1000) {
    await db.insert(users).values(
      Array.from({ length: Math.min(1000, USERS - first) }, (_, i) => {
        const n = first + i;
        return {
          id: String(9_000_000_000_000_000n + BigInt(n)),
          tenantId: TENANT,
          account: benchAccount(n),
          password,
          name: `用户${n}`,
          realName: `测试${n % 1000}`,
          phone: `139${String(n).padStart(8, '0')}`,
          email: `bench${n}@example.com`,
          sex: (n % 2) + 1,
          roleId: roleIds[n % roleIds.length] ?? '',
          deptId: deptIds[n % deptIds.length] ?? '',
        };
      }),
    );
  }
  const [shanghai] = await db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.tenantId, TENANT), eq(depts.deptName, '上海项目部')));
  const yearStart = Date.UTC(2026, 0, 1);
  for (let first = 0; first < BILLS; first += 2000) {
    await db.insert(cgNeeds).values(
      Array.from({ length: Math.min(2000, BILLS - first) }, (_, i) => {
        const n = first + i;
        const created = new Date(yearStart + n * ((365 * 86_400_000) / BILLS));
        return {
          id: String(8_000_000_000_000_000n + BigInt(n)),
          tenantId: TENANT,
          needsNo: `XQ${created.toISOString().slice(0, 10).replace(/-/g, '')}${String(n).padStart(6, '0')}`,
          title: `需求单 ${n % 997}`,
          deptId: shanghai!.id,
          needDate: created.toISOString().slice(0, 10),
          totalQty: '10.5',
          estimatedAmount: '1234.56',
          approveStatus: n % 7,
          createUser: String(7_000_000 + (n % 50)),
          createTime: created,
          updateTime: created,
        };
      }),
    );
  }
  // A staff member (not the platform administrator): the lists' permission, API and data scope look-ups run,
  // and the bills' buttons are worked out for a person with roles.
  const staffRole = '9100000000000000001';
  await db
    .insert(roles)
    .values({ id: staffRole, tenantId: TENANT, roleName: '用户查看', roleAlias: 'bench_viewer' });
  const granted = await db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.code, ['system', 'user', 'user_view', 'cg_needs', 'cg_needs_view']));
  await db.insert(roleMenus).values(
    granted.map((menu, i) => ({
      id: String(9_100_000_000_000_000n + BigInt(i + 2)),
      menuId: menu.id,
      roleId: staffRole,
    })),
  );
  await db
    .update(users)
    .set({ roleId: staffRole })
    .where(eq(users.account, benchAccount(0)));
  // VACUUM as well: both the HTTP and the raw runs then meet the tables with their visibility maps set, instead of
  // whichever an autovacuum reached in between (the raw figure moved 2× between runs without it).
  await db.execute(sql`vacuum analyze`);
  // And the seed's writes flushed now rather than by a checkpoint in the middle of the first measured run.
  await db.execute(sql`checkpoint`);
  console.log(
    `  seeded ${USERS} users and ${BILLS} demand bills in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  console.log(`\n${kind}${databaseUrl ? '' : ' (in memory, in process)'}`);
  const database = await openDatabase({ databaseUrl, poolSize: POOL });
  await prepareDatabase(database.db, loadMigrations());
  await seed(database);
  const { db } = database;
  // No sign-in rate limits: a load of sign-ins of one account from one place is what they exist to refuse.
  const app = createApp({
    db,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-1234',
    captcha: false,
    rateLimits: false,
  });
  // Wired as main.ts wires it (compression of JSON answers), on an ephemeral loopback port.
  const server = new Hono();
  server.use(async (_, next) => {
    const t0 = performance.now();
    await next();
    serverTimes.samples?.push(performance.now() - t0);
  });
  server.use('/api/*', compressApi());
  server.route('/', app);
  const listener = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: server.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  // Idle keep-alive connections outlive the raw-SQL phases, so the client never reuses one the server closed.
  (listener as Server).keepAliveTimeout = 120_000;
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api`;

  const signInUrl = `${base}/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=admin&password=${md5('admin')}`;
  const signIn = async () => {
    const response = await fetch(signInUrl, { method: 'POST', headers: { Authorization: CLIENT } });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    return (await response.json()) as { access_token: string };
  };
  const { access_token: token } = await signIn();
  const benchSignInUrl = (n: number) =>
    `${base}/blade-auth/oauth/token?grant_type=password&tenantId=${TENANT}&username=${benchAccount(n)}&password=${md5(BENCH_PASSWORD)}`;
  const staff = await fetch(benchSignInUrl(0), { method: 'POST', headers: { Authorization: CLIENT } });
  const { access_token: staffToken } = (await staff.json()) as { access_token: string };
  const get = (path: string, as = token): Omit<ClientJob, 'warmUp'> => ({
    urls: [`${base}${path}`],
    method: 'GET',
    headers: { 'Blade-Auth': `bearer ${as}`, 'Accept-Encoding': 'gzip, deflate, br' },
    total: REQUESTS,
    concurrency: CONCURRENCY,
  });

  // Once per server, before anything is measured, each list run unmeasured: even after its own warm-up, the
  // first HTTP run of a process paid for V8 still compiling and sizing its heap on other threads (their CPU per
  // request 1.2 ms against 0.7 ms when the same list ran again right after, and its p95 above the next run's).
  const lists = [
    ...(only.has('user') ? ['/blade-user/page?current=1&size=10'] : []),
    ...(only.has('needs') ? ['/purchar/cg-needs/pages?current=1&size=10'] : []),
  ];
  for (const path of lists) await httpLoad('', { ...get(path), total: WARM_UP / 2 }, false);

  const usersWhere = sql`tenant_id = ${TENANT} and is_deleted = 0`;
  if (only.has('user')) {
    await httpLoad('GET blade-user/page size=10', get('/blade-user/page?current=1&size=10'));
    await httpLoad(
      'GET blade-user/page size=10, as staff',
      get('/blade-user/page?current=1&size=10', staffToken),
    );
    // The statements the list runs (lib/page.ts pageQueries with the user list's columns: role, department
    // and post names beside each row), count and page at once as the server runs them; beside it the bare
    // table read the earlier figures compared with, which leaves the names out.
    const userPage = pageQueries(
      db,
      users,
      and(eq(users.tenantId, TENANT), eq(users.isDeleted, 0)),
      sortOrder(USER_SORT_COLUMNS, users.id, {}),
      10,
      0,
      userWithNames,
    );
    const runUserPage = rawStatements(database, 'user_page', [userPage.total, userPage.rows]);
    await load('  raw SQL: the same count + page', REQUESTS, CONCURRENCY, runUserPage);
    await load('  raw SQL: bare table, no names', REQUESTS, CONCURRENCY, async () => {
      await db.execute(sql`select count(*) from blade_user where ${usersWhere}`);
      await db.execute(sql`select * from blade_user where ${usersWhere} order by id limit 10 offset 0`);
    });
  }
  if (only.has('needs')) {
    await httpLoad('GET cg-needs/pages size=10', get('/purchar/cg-needs/pages?current=1&size=10'));
    await httpLoad(
      'GET cg-needs/pages size=10, as staff',
      get('/purchar/cg-needs/pages?current=1&size=10', staffToken),
    );
    // The list's own statements: the page with its names, open-line count and approval round history
    // (needs-list-columns.ts), and its count; then the bare-table read the earlier figures compared with.
    const needsPage = pageQueries(
      db,
      cgNeeds,
      and(eq(cgNeeds.tenantId, TENANT), eq(cgNeeds.isDeleted, 0)),
      LIST_ORDER,
      10,
      0,
      NEEDS_LIST_COLUMNS,
    );
    await load(
      '  raw SQL: the same count + page',
      REQUESTS,
      CONCURRENCY,
      rawStatements(database, 'needs_page', [needsPage.total, needsPage.rows]),
    );
    await load('  raw SQL: bare table, no names', REQUESTS, CONCURRENCY, async () => {
      await db.execute(sql`select count(*) from cg_needs where ${usersWhere}`);
      await db.execute(
        sql`select * from cg_needs where ${usersWhere} order by create_time desc, id desc limit 10 offset 0`,
      );
    });
  }
  if (only.has('signin')) {
    // Sign-in is PBKDF2-bound by design; fewer of them.
    const signIns = Math.max(20, Math.floor(REQUESTS / 10));
    await httpLoad('POST oauth/token (password grant)', {
      // One account each: the lock-out counts attempts before the hash, so 20 at once of one account fail.
      urls: Array.from({ length: signIns }, (_, n) => benchSignInUrl(n % USERS)),
      method: 'POST',
      headers: { Authorization: CLIENT },
      total: signIns,
      concurrency: CONCURRENCY,
    });
    await load('  raw SQL: the account row', signIns, CONCURRENCY, async () => {
      await db.execute(
        sql`select * from blade_user where tenant_id = ${TENANT} and account = 'admin' and is_deleted = 0`,
      );
    });
  }

  listener.close();
  await app.flushLogs();
  await database.close();
}

console.log(
  `bench/load: ${REQUESTS} requests per endpoint at concurrency ${CONCURRENCY}, loopback only` +
    `, PostgreSQL pool ${POOL ?? DEFAULT_POOL_SIZE}`,
);
if (which === 'pglite' || which === 'both') await run('pglite');
if (which === 'postgres' || which === 'both') {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    if (!/@(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(given))
      throw new Error('BENCH_DATABASE_URL must be on loopback');
    await run('postgres', given);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bench-load-pg-'));
    let url: string | undefined;
    try {
      url = execFileSync('bash', [join(root, 'scripts/ci-postgres.sh'), 'start', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      console.log('\npostgres: skipped (no PostgreSQL to start; set BENCH_DATABASE_URL)');
    }
    if (url) {
      try {
        await run('postgres', url);
      } finally {
        execFileSync('bash', [join(root, 'scripts/ci-postgres.sh'), 'stop', dir], { stdio: 'ignore' });
      }
    }
  }
}
