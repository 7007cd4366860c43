import { and, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { dicts } from '../db/schema/platform.ts';
import { badRequest } from '../http/errors.ts';

/** Refuses a key that is not a live entry of the system dictionary `code` (units, storehouse types, ...). */
export async function assertDictKey(db: Database | Tx, code: string, key: string, field: string) {
  const [entry] = await db
    .select({ id: dicts.id })
    .from(dicts)
    .where(and(eq(dicts.code, code), eq(dicts.dictKey, key), ne(dicts.parentId, '0'), eq(dicts.isDeleted, 0)))
    .limit(1);
  if (!entry) throw badRequest('unknownDictKey', field, code, key);
}
