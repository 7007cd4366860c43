import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The same migrations, seed and sign-in on a real PostgreSQL server (PGlite is PostgreSQL 18, Debian's server
 * is 15: this keeps the SQL to what both accept). .ci/run starts one and sets TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url)
  console.log('postgres tests skipped: TEST_DATABASE_URL is not set (.ci/run starts a server and sets it)');

describe.skipIf(!url)('on PostgreSQL', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  const name = `purchasing_test_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    ctx = await createTestApp({}, { databaseUrl: target.toString() });
  });

  afterAll(async () => {
    await ctx?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('migrates, seeds and signs in', async () => {
    const session = await signIn(ctx.app);
    const info = await call(ctx.app, 'GET', '/api/blade-user/info', { token: session.access_token });
    expect(info.body.data.account).toBe('admin');
    const routes = await call(ctx.app, 'GET', '/api/blade-system/menu/routes', {
      token: session.access_token,
    });
    expect(routes.body.data.length).toBeGreaterThan(5);
  });

  it('rotates refresh tokens and keeps ids as strings', async () => {
    const session = await signIn(ctx.app);
    expect(session.user_id).toBe('9000001');
    const refreshed = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'refresh_token', refresh_token: session.refresh_token, tenantId: '000000' },
    });
    expect(refreshed.status).toBe(200);
    const replay = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'refresh_token', refresh_token: session.refresh_token, tenantId: '000000' },
    });
    expect(replay.status).toBe(400);
  });
});
