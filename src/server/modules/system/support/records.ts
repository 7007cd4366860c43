import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';

/** A table with the BladeX id and logical-delete columns. */
export type LiveTable = PgTable & { id: PgColumn; isDeleted: PgColumn };

/** Builds the row condition; for tenant-owned tables it is tenantScope(...).where, so the tenant is always in it. */
export type Scoped = (...conditions: (SQL | undefined)[]) => SQL | undefined;

export const platformWide: Scoped = (...conditions) => and(...conditions);

export const notFound = (ids: string[] | string) =>
  new AppError(404, 'recordMissing', Array.isArray(ids) ? ids.join(',') : ids);

/** The live row with this id within the scope, or 404: another tenant's id looks exactly like a missing one. */
export async function findLive<T extends LiveTable>(
  db: Database | Tx,
  table: T,
  scoped: Scoped,
  id: string,
): Promise<T['$inferSelect']> {
  // eslint-disable-next-line no-restricted-syntax -- generic helper: `scoped` is tenantScope(...).where for tenant tables, platformWide for shared ones
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(scoped(eq(table.id, id), eq(table.isDeleted, 0)));
  if (!row) throw notFound(id);
  return row as T['$inferSelect'];
}

/** Every listed live row within the scope, or 404 naming the missing ids. */
export async function findAllLive<T extends LiveTable>(
  db: Database | Tx,
  table: T,
  scoped: Scoped,
  ids: string[],
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  // eslint-disable-next-line no-restricted-syntax -- generic helper: `scoped` is tenantScope(...).where for tenant tables, platformWide for shared ones
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(scoped(inArray(table.id, ids), eq(table.isDeleted, 0)))) as (T['$inferSelect'] & { id: string })[];
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(missing);
  return rows;
}

/**
 * The one remove: in a transaction, every id must be a live row in the scope (else 404 and nothing changes),
 * the guard may refuse (rows in use, children, sealed), then the rows are logically deleted.
 */
export async function removeLive<T extends LiveTable>(
  db: Database,
  table: T,
  scoped: Scoped,
  ids: string[],
  guard?: (tx: Tx, rows: T['$inferSelect'][]) => Promise<void>,
  cleanup?: (tx: Tx, ids: string[]) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await findAllLive(tx, table, scoped, ids);
    await guard?.(tx, rows);
    // eslint-disable-next-line no-restricted-syntax -- generic helper: `scoped` is tenantScope(...).where for tenant tables, platformWide for shared ones
    await tx
      .update(table)
      .set({ isDeleted: 1 } as never)
      .where(scoped(inArray(table.id, ids)));
    await cleanup?.(tx, ids);
  });
}
