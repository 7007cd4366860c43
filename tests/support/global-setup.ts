import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadMigrations, openDatabase } from '../../src/server/db/open.node.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { createDatabase, onPostgresServer, postgresUrl, TEST_DATABASE_URL } from './postgres-server.ts';
import {
  SNAPSHOT_PASSWORD_ITERATIONS,
  writeDatabaseSnapshot,
  type SnapshotKind,
} from './database-snapshot.ts';

/**
 * Vitest global setup of the server and client projects: builds the project's database snapshot once, before the
 * workers start, and hands its path to the test files (database-snapshot.ts says why). The server project also
 * gets a migrated and seeded template database on the PostgreSQL test server, when there is one, that each
 * PostgreSQL test file copies (server/support/postgres-app.ts).
 */
export default async function setup(project: TestProject) {
  const kind: SnapshotKind = project.name === 'client' ? 'demo' : 'seeded';
  const dir = mkdtempSync(join(tmpdir(), `test-db-${kind}-`));
  project.provide('databaseSnapshot', await writeDatabaseSnapshot(kind, dir));
  const template = kind === 'seeded' ? await createPostgresTemplate() : undefined;
  if (template) project.provide('postgresTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template) await onPostgresServer((admin) => admin.query(`drop database if exists ${template}`));
  };
}

/** The template database's name, or undefined without a PostgreSQL test server (or when it cannot be built). */
async function createPostgresTemplate(): Promise<string | undefined> {
  if (!TEST_DATABASE_URL) return undefined;
  const name = `purchasing_template_${process.pid}_${Date.now()}`;
  try {
    await onPostgresServer((admin) => createDatabase(admin, name));
    const database = await openDatabase({ databaseUrl: postgresUrl(name) });
    try {
      await prepareDatabase(database.db, loadMigrations(), {
        passwordIterations: SNAPSHOT_PASSWORD_ITERATIONS,
      });
    } finally {
      await database.close();
    }
    return name;
  } catch (error) {
    // The PostgreSQL tests then migrate and seed a database of their own, and report what is wrong there.
    console.warn(
      `no PostgreSQL template database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
