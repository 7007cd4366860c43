import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

export interface Migration {
  tag: string;
  sql: string;
}

/**
 * Applies drizzle-kit's committed SQL files in order, once each. Written by hand (about drizzle's own format)
 * because drizzle's migrator reads the folder with node:fs, and the demo build runs this in a browser where
 * the files arrive bundled.
 */
export async function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.execute(sql`create table if not exists app_migration (
    tag varchar(255) primary key, applied_at timestamptz not null default now())`);
  const done = await db.execute(sql`select tag from app_migration`);
  const applied = new Set((done as { rows: { tag: string }[] }).rows.map((row) => row.tag));
  const ran: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.tag.localeCompare(b.tag))) {
    if (applied.has(migration.tag)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into app_migration (tag) values (${migration.tag})`);
    });
    ran.push(migration.tag);
  }
  return ran;
}

/** An arbitrary, fixed key of pg_advisory_xact_lock: "migrating or seeding this database". */
const PREPARE_LOCK_KEY = 7_340_221_918;

/**
 * Runs `work` (migrations and seed) in one transaction holding a database-wide advisory lock, so instances
 * started together on one empty PostgreSQL take turns: the second waits, then finds everything applied and
 * seeded, instead of racing into duplicate CREATE TABLEs. The lock ends with the transaction, so a crashed
 * instance never leaves it held.
 */
export async function underPrepareLock<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK_KEY})`);
    // A transaction is a database to the migrations and the seed; their own transactions become savepoints.
    return work(tx as unknown as Database);
  });
}
