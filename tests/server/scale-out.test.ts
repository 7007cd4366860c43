import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.ts';
import { loadMigrations, openDatabase, type OpenDatabase } from '../../src/server/db/open.node.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { sharedJwtSecret } from '../../src/server/modules/auth/jwt-secret.ts';
import { caller } from './support/system-fixtures.ts';
import { TEST_ITERATIONS, signIn, type TestContext } from './support/test-app.ts';

/**
 * Two instances started at the same moment on one empty PostgreSQL, as main.ts starts them (migrate and seed,
 * then the signing key), without JWT_SECRET: neither crashes, and a token signed by one works on the other.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url)
  console.log('scale-out tests skipped: TEST_DATABASE_URL is not set (.ci/run starts a server and sets it)');

async function startInstance(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  const prepared = await prepareDatabase(database.db, loadMigrations(), {
    passwordIterations: TEST_ITERATIONS,
  });
  const app = createApp({
    db: database.db,
    jwtSecret: await sharedJwtSecret(database.db),
    passwordIterations: TEST_ITERATIONS,
    captchaTestHook: true,
    logger: { error: () => {}, info: () => {} },
  });
  return { database, app, prepared };
}

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  let admin: pg.Client;
  const name = `purchasing_scale_${process.pid}_${Date.now()}`;
  const instances: { database: OpenDatabase; app: App; prepared: { applied: string[]; seeded: boolean } }[] =
    [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    instances.push(
      ...(await Promise.all([startInstance(target.toString()), startInstance(target.toString())])),
    );
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.flushLogs();
      await instance.database.close();
    }
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('migrate and seed once between them', () => {
    const [a, b] = instances;
    expect([a!.prepared.seeded, b!.prepared.seeded].sort()).toEqual([false, true]);
    // One applied every migration, the other found them applied.
    expect([a!.prepared.applied.length, b!.prepared.applied.length].sort()).toEqual([
      0,
      loadMigrations().length,
    ]);
  });

  it('accept each other’s tokens: sign in on one, work on the other, sign out on the other', async () => {
    const [a, b] = instances;
    const asContext = (app: App) => ({ app }) as unknown as TestContext;
    const session = await signIn(a!.app);
    const onB = caller(asContext(b!.app), session.access_token);
    const info = await onB.get('/blade-user/info');
    expect(info.status).toBe(200);
    expect(info.body.data.account).toBe('admin');
    expect((await onB.get('/blade-auth/oauth/logout')).status).toBe(200);
    // Ended on B, ended on A (A's check is fresh: it never cached this session).
    expect((await caller(asContext(a!.app), session.access_token).get('/blade-user/info')).status).toBe(401);
  });
});
