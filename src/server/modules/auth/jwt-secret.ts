import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appSecrets } from '../../db/schema/platform.ts';
import { randomToken } from '../../domain/random.ts';

const JWT_SECRET = 'jwt-signing-key';

/**
 * The generated signing key of an installation whose instances share one PostgreSQL: the first instance to ask
 * creates it, every other reads the same one (insert-if-absent, then read), so a token signed by one instance is
 * accepted by all. Nothing an instance needs lives only on another instance's disk.
 */
export async function sharedJwtSecret(db: Database): Promise<string> {
  // eslint-disable-next-line no-restricted-syntax -- the signing key belongs to the installation, not to a tenant
  await db
    .insert(appSecrets)
    .values({ name: JWT_SECRET, value: randomToken(48) })
    .onConflictDoNothing();
  // eslint-disable-next-line no-restricted-syntax -- the signing key belongs to the installation, not to a tenant
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, JWT_SECRET));
  if (!row) throw new Error('the shared JWT signing key could not be stored in the database');
  return row.value;
}
