import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './database.ts';
import type { Migration } from './migrate.ts';

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * PostgreSQL connections one instance holds at most (DATABASE_POOL_SIZE overrides it). A list request runs its
 * page and its count at once, so twenty requests in flight ask for forty connections: with ten, half of them
 * queued in the pool behind the others' counts. PostgreSQL allows 100 connections by default, shared by every
 * instance and by administration; 20 each leaves room for four instances.
 */
export const DEFAULT_POOL_SIZE = 20;

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dir?: string;
  /** PostgreSQL only: the most connections held at once. */
  poolSize?: number;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = options.dir ? new PGlite(options.dir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** The committed drizzle-kit SQL files. */
export function loadMigrations(folder = join(import.meta.dirname, '../../../drizzle')): Migration[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ tag: name.replace(/\.sql$/, ''), sql: readFileSync(join(folder, name), 'utf8') }));
}
