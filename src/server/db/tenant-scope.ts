import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './database.ts';

/** A tenant-owned table: it has a tenant_id column. */
export type TenantTable = PgTable & { tenantId: PgColumn };
/** A table every tenant shares (menus, regions, clients, link tables): no tenant_id column at all. */
export type SharedTable = PgTable & { tenantId?: never };

type Condition = SQL | undefined;

// Types only: the dynamic query a projection starts as (drizzle names it through its builder's generics).
declare const anyDb: Database;
const _startQuery = <F extends SelectedFields>(fields: F) =>
  anyDb
    .select(fields)
    .from({} as PgTable)
    .$dynamic();
/** The drizzle query of `SELECT fields FROM …`, still open to joins, where, order and limit. */
export type ProjectionQuery<F extends SelectedFields> = ReturnType<typeof _startQuery<F>>;

/**
 * A select over tenant-owned tables that is already constrained: the FROM table's tenant condition waits for the
 * WHERE, and every joined table's tenant condition goes into its ON. `where(...)` (also with nothing) yields the
 * drizzle query, to order, limit, group or await.
 */
export interface ScopedSelect<Q> {
  /** An inner join of another tenant-owned table, on `on` and on the same tenant. */
  innerJoin(table: TenantTable, on: SQL): ScopedSelect<Q>;
  /**
   * An inner join of a shared table (e.g. a link table without a tenant column): its rows are reached through
   * the tenant's own rows, so `on` ties them to a scoped table.
   */
  innerJoinShared(table: SharedTable, on: SQL): ScopedSelect<Q>;
  where(...conditions: Condition[]): Q;
}

// An explicit projection keeps its row type across an inner join, which is why the query's type stays Q.
function scopedSelect<Q>(query: PgSelect, tenantId: string, conditions: SQL[]): ScopedSelect<Q> {
  return {
    innerJoin: (table, on) =>
      scopedSelect<Q>(query.innerJoin(table, and(on, eq(table.tenantId, tenantId))!), tenantId, conditions),
    innerJoinShared: (table, on) => scopedSelect<Q>(query.innerJoin(table, on), tenantId, conditions),
    where: (...more) => query.where(and(...conditions, ...more)) as unknown as Q,
  };
}

/**
 * Every read and write of a tenant-owned table goes through the caller's scope, which adds
 * `tenant_id = <caller's tenant>` to the condition and stamps it on inserts. A service cannot forget it, and
 * cannot reach another tenant's rows by guessing ids. Projections, joins and counts are scoped the same way
 * (`from`, `innerJoin`, `count`), so no module writes a tenant condition by hand; the lint forbids the raw db in
 * modules.
 */
export function tenantScope(db: Database | Tx, tenantId: string) {
  const where = (table: TenantTable, ...conditions: Condition[]) =>
    and(eq(table.tenantId, tenantId), ...conditions);
  return {
    tenantId,
    where,
    /** `SELECT fields FROM table` within the tenant (every column without fields), then joins and `where`. */
    from<T extends TenantTable, F extends SelectedFields = T['_']['columns']>(
      table: T,
      fields?: F,
    ): ScopedSelect<ProjectionQuery<F>> {
      const query = db
        .select(fields ?? (getTableColumns(table) as SelectedFields))
        .from(table as PgTable)
        .$dynamic() as unknown as PgSelect;
      return scopedSelect<ProjectionQuery<F>>(query, tenantId, [eq(table.tenantId, tenantId)]);
    },
    /** How many rows of the tenant match. */
    async count(table: TenantTable, ...conditions: Condition[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where(table, ...conditions));
      return Number(row?.n ?? 0);
    },
    select<T extends TenantTable>(table: T, ...conditions: Condition[]) {
      return db
        .select()
        .from(table as PgTable)
        .where(where(table, ...conditions)) as unknown as Promise<T['$inferSelect'][]>;
    },
    insert<T extends TenantTable>(table: T, rows: Omit<T['$inferInsert'], 'tenantId'>[]) {
      return db.insert(table).values(rows.map((row) => ({ ...row, tenantId })) as T['$inferInsert'][]);
    },
    update<T extends TenantTable>(table: T, values: PgUpdateSetSource<T>, ...conditions: Condition[]) {
      return db
        .update(table)
        .set(values as never)
        .where(where(table, ...conditions));
    },
    delete<T extends TenantTable>(table: T, ...conditions: Condition[]) {
      return db.delete(table).where(where(table, ...conditions));
    },
  };
}

export type TenantScope = ReturnType<typeof tenantScope>;

/**
 * The tables every tenant shares (menus, regions, clients, system dictionaries, role and top-menu links). Only
 * tables without a tenant_id column are accepted, so a tenant-owned table cannot be read past its scope through
 * here; who may see or change them is the module's permission check. (The tenant list has a tenant_id column:
 * in a tenant's scope it is that tenant's own row.) A join of a tenant-owned table belongs in
 * tenantScope (`innerJoinShared` there reaches a shared link table through the tenant's rows).
 */
export function sharedTables(db: Database | Tx) {
  return {
    /** `SELECT fields FROM table` (every column without fields): a drizzle query, open to where, order, limit. */
    from<T extends SharedTable, F extends SelectedFields = T['_']['columns']>(table: T, fields?: F) {
      return db
        .select(fields ?? (getTableColumns(table) as SelectedFields))
        .from(table as PgTable)
        .$dynamic() as unknown as ProjectionQuery<F>;
    },
    async count(table: SharedTable, ...conditions: Condition[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(...conditions));
      return Number(row?.n ?? 0);
    },
    insert<T extends SharedTable>(table: T, rows: T['$inferInsert'][]) {
      return db.insert(table).values(rows);
    },
    update<T extends SharedTable>(table: T, values: PgUpdateSetSource<T>, ...conditions: Condition[]) {
      return db
        .update(table)
        .set(values as never)
        .where(and(...conditions));
    },
    delete<T extends SharedTable>(table: T, ...conditions: Condition[]) {
      return db.delete(table).where(and(...conditions));
    },
  };
}
