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

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(options: { databaseUrl?: string; dir?: string }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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
