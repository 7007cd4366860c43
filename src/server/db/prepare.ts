import type { Database } from './database.ts';
import { applyMigrations, type Migration } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';

/** Brings a database to the current schema and seeds it on first start. */
export async function prepareDatabase(db: Database, migrations: Migration[], options: { passwordIterations?: number } = {}) {
  const applied = await applyMigrations(db, migrations);
  const seeded = await seedDatabase(db, options);
  return { applied, seeded };
}
