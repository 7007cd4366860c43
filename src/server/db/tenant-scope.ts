import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

type TenantTable = PgTable & { tenantId: PgColumn };

/**
 * Every read and write of a tenant-owned table goes through the caller's scope, which adds
 * `tenant_id = <caller's tenant>` to the condition and stamps it on inserts. A service cannot forget it,
 * and cannot reach another tenant's rows by guessing ids.
 */
export function tenantScope(db: Database, tenantId: string) {
  const where = (table: TenantTable, ...conditions: (SQL | undefined)[]) =>
    and(eq(table.tenantId, tenantId), ...conditions);
  return {
    tenantId,
    where,
    select<T extends TenantTable>(table: T, ...conditions: (SQL | undefined)[]) {
      return db.select().from(table as PgTable).where(where(table, ...conditions)) as unknown as Promise<
        T['$inferSelect'][]
      >;
    },
    insert<T extends TenantTable>(table: T, rows: Omit<T['$inferInsert'], 'tenantId'>[]) {
      return db.insert(table).values(rows.map((row) => ({ ...row, tenantId })) as T['$inferInsert'][]);
    },
    update<T extends TenantTable>(table: T, values: Partial<T['$inferInsert']>, ...conditions: (SQL | undefined)[]) {
      return db
        .update(table)
        .set(values as never)
        .where(where(table, ...conditions));
    },
    delete<T extends TenantTable>(table: T, ...conditions: (SQL | undefined)[]) {
      return db.delete(table).where(where(table, ...conditions));
    },
  };
}

export type TenantScope = ReturnType<typeof tenantScope>;
