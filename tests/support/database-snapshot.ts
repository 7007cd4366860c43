import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../src/server/db/database.ts';
import { loadMigrations } from '../../src/server/db/open.node.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';

/**
 * A migrated and seeded PGlite database, built once per test run and copied into every test file that asks for one.
 *
 * Starting PGlite from nothing runs initdb, and migrating and seeding follows: together the largest part of most
 * server test files on a 2-core machine. Loading the data directory of a database that already went through both
 * skips all of it, and each test file still gets a database of its own. The global setup (global-setup.ts) builds
 * the snapshot from the committed migrations and the seed of this checkout, so it is never stale.
 */

/** `seeded`: migrations and the seed (server tests); `demo`: the demo organisation on top (client page tests). */
export type SnapshotKind = 'seeded' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data-directory tarball of this project's snapshot, when its global setup built one. */
    databaseSnapshot: string;
    /** The PostgreSQL template database (migrated and seeded) of the server project, when there is a server. */
    postgresTemplate: string;
  }
}

/** Password hashing rounds of the test databases: the server's default would make every sign-in slow for nothing. */
export const SNAPSHOT_PASSWORD_ITERATIONS = 1_000;

/** Builds a fresh database of the given kind and writes its data directory into `dir`; returns the file's path. */
export async function writeDatabaseSnapshot(kind: SnapshotKind, dir: string): Promise<string> {
  const client = new PGlite();
  await client.waitReady;
  try {
    const db = drizzle({ client }) as unknown as Database;
    await prepareDatabase(db, loadMigrations(), { passwordIterations: SNAPSHOT_PASSWORD_ITERATIONS });
    if (kind === 'demo') await seedDemoData(db, { passwordIterations: SNAPSHOT_PASSWORD_ITERATIONS });
    const dump = await client.dumpDataDir('none');
    const path = join(dir, `${kind}.tar`);
    writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
    return path;
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite started from a snapshot file (a copy: the file is never written to). */
export async function openDatabaseSnapshot(path: string): Promise<PGlite> {
  // Node's Blob, not the test environment's: under jsdom the global Blob is jsdom's, which PGlite cannot read.
  const data = new NodeBlob([readFileSync(path)]) as unknown as Blob;
  const client = new PGlite({ loadDataDir: data });
  await client.waitReady;
  return client;
}
