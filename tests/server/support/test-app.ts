import { drizzle } from 'drizzle-orm/pglite';
import { md5 } from 'js-md5';
import { inject } from 'vitest';
import { createApp, type App } from '../../../src/server/app.ts';
import type { AppDeps } from '../../../src/server/context.ts';
import { loadMigrations, openDatabase, type OpenDatabase } from '../../../src/server/db/open.node.ts';
import { prepareDatabase } from '../../../src/server/db/prepare.ts';
import type { Database } from '../../../src/server/db/database.ts';
import { openDatabaseSnapshot, SNAPSHOT_PASSWORD_ITERATIONS } from '../../support/database-snapshot.ts';
import { assertMatchesContract } from './contract.ts';

export const CLIENT = `Basic ${btoa('saber:saber_secret')}`;
export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
// Tests create users in numbers; production keeps the slow default (see domain/password.ts).
export const TEST_ITERATIONS = SNAPSHOT_PASSWORD_ITERATIONS;

export interface TestContext {
  app: App;
  database: OpenDatabase;
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database (in-memory PGlite, or PostgreSQL when given) behind a fresh app. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  options: { databaseUrl?: string } = {},
): Promise<TestContext> {
  const database = await openTestDatabase(options.databaseUrl);
  const clock = {
    now: new Date('2026-11-22T09:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = createApp({
    db: database.db,
    jwtSecret: TEST_SECRET,
    clock: () => clock.now,
    captchaTestHook: true,
    passwordIterations: TEST_ITERATIONS,
    logger: { error: () => {}, info: () => {} },
    ...overrides,
  });
  return {
    app,
    database,
    clock,
    async close() {
      await app.flushLogs();
      await database.close();
    },
  };
}

/**
 * PostgreSQL: migrated and seeded here. PGlite: a copy of the run's seeded snapshot (tests/support/global-setup.ts),
 * which is the same database without initdb, migrations and seed in every file.
 */
async function openTestDatabase(databaseUrl: string | undefined): Promise<OpenDatabase> {
  const snapshot = databaseUrl ? undefined : inject('databaseSnapshot');
  if (snapshot) {
    const client = await openDatabaseSnapshot(snapshot);
    return { db: drizzle({ client }) as unknown as Database, kind: 'pglite', close: () => client.close() };
  }
  const database = await openDatabase({ databaseUrl });
  await prepareDatabase(database.db, loadMigrations(), { passwordIterations: TEST_ITERATIONS });
  return database;
}

export interface CallOptions {
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  json?: unknown;
  token?: string;
  body?: BodyInit;
}

/** One HTTP call through app.request; the answer is checked against the contract before the test sees it. */
export async function call(app: App, method: string, path: string, options: CallOptions = {}) {
  const url = new URL(`http://localhost${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Blade-Auth', `bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const response = await app.request(url.pathname + url.search, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  assertMatchesContract(method, url.pathname, response.status, json);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: json as any, headers: response.headers };
}

/** Gets a captcha and reads its answer through the test hook, as the browser tests do. */
export async function solveCaptcha(app: App) {
  const captcha = await call(app, 'GET', '/api/blade-auth/oauth/captcha');
  const hook = await call(app, 'GET', '/api/blade-auth/oauth/captcha/test-hook', {
    query: { key: captcha.body.key },
  });
  return { key: captcha.body.key as string, code: hook.body.code as string };
}

export async function requestToken(
  app: App,
  input: {
    tenantId?: string;
    account?: string;
    password?: string;
    captcha?: boolean;
    headers?: Record<string, string>;
  },
) {
  const headers: Record<string, string> = { Authorization: CLIENT, ...input.headers };
  if (input.captcha !== false) {
    const { key, code } = await solveCaptcha(app);
    headers['Captcha-Key'] = key;
    headers['Captcha-Code'] = code;
  }
  return call(app, 'POST', '/api/blade-auth/oauth/token', {
    headers,
    query: {
      grant_type: 'captcha',
      tenantId: input.tenantId ?? '000000',
      username: input.account ?? 'admin',
      password: md5(input.password ?? 'admin'),
      scope: 'all',
      type: 'account',
    },
  });
}

export async function signIn(app: App, account = 'admin', password = 'admin') {
  const answer = await requestToken(app, { account, password });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body as { access_token: string; refresh_token: string; user_id: string };
}
