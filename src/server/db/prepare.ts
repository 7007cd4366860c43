import type { Database } from './database.ts';
import { applyMigrations, underPrepareLock, type Migration } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';
import { upgradeSeed } from './seed/upgrade.ts';

/**
 * Brings a database to the current schema and seeds it on first start; on later starts adds the menus and
 * dictionary entries this release brought (seed/upgrade.ts).
 */
export async function prepareDatabase(
  db: Database,
  migrations: Migration[],
  options: { passwordIterations?: number } = {},
) {
  return underPrepareLock(db, async (locked) => {
    const applied = await applyMigrations(locked, migrations);
    const seeded = await seedDatabase(locked, options);
    const upgraded = seeded ? undefined : await upgradeSeed(locked);
    return { applied, seeded, upgraded };
  });
}
