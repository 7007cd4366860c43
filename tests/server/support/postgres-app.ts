import { inject } from 'vitest';
import type { AppDeps } from '../../../src/server/context.ts';
import {
  createDatabase,
  onPostgresServer,
  postgresUrl,
  TEST_DATABASE_URL,
} from '../../support/postgres-server.ts';
import { createTestApp, type TestContext } from './test-app.ts';

export { TEST_DATABASE_URL };

/**
 * Server tests on a real PostgreSQL server (TEST_DATABASE_URL), where transactions really overlap (PGlite has one
 * connection). Each file gets a database of its own, copied from the run's template (migrated and seeded once by
 * tests/support/global-setup.ts), and dropped when the file closes it.
 */

/** True when the PostgreSQL tests of `what` cannot run here; says so once. */
export function withoutPostgres(what: string): boolean {
  if (!TEST_DATABASE_URL) console.log(`${what} skipped: TEST_DATABASE_URL is not set`);
  return !TEST_DATABASE_URL;
}

export interface PostgresTestContext extends TestContext {
  /** The file's own database, for a second connection or app on it. */
  url: string;
}

/** A fresh migrated and seeded database on the test server behind a fresh app; close() drops it. */
export async function createPostgresTestApp(
  label: string,
  overrides: Partial<AppDeps> = {},
): Promise<PostgresTestContext> {
  const name = `${label}_${process.pid}_${Date.now()}`;
  const template = inject('postgresTemplate');
  await onPostgresServer((admin) => createDatabase(admin, name, template));
  const url = postgresUrl(name);
  // On a copy of the template this finds the migrations applied and the seed present, and only checks.
  const ctx = await createTestApp(overrides, { databaseUrl: url });
  return {
    ...ctx,
    url,
    async close() {
      await ctx.close();
      await onPostgresServer((admin) => admin.query(`drop database if exists ${name}`));
    },
  };
}
