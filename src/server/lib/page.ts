import { asc, count, desc, getTableName, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

export interface PageQuery {
  current: number;
  size: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** `column ILIKE %value%` for a list filter; an absent or empty filter means no condition (BladeX sends blanks). */
export function contains(column: PgColumn, value: string | undefined | null): SQL | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  return ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);
}

/**
 * One page of a table in the BladeX shape ({records, total, size, current, pages}); the condition already holds
 * the tenant scope and the live-row filter. A page past the end has no records (MyBatis-Plus overflow=false).
 *
 * `describe` turns the page's rows into what the list answers (names, labels, allowed actions): it starts as soon
 * as the rows are read, while the count, on a large table the slowest query of a list by far, is still running.
 * On PostgreSQL under load, every query waits for a pooled connection behind the counts of other requests;
 * look-ups queued after the count doubled a list's time against its bare SQL. `columns` (the table's columns and
 * more, e.g. names read by subqueries of the page's rows) lets a list read what it shows in one query instead.
 */
export async function pageOf<T extends PgTable, R = T['$inferSelect'], Row = T['$inferSelect']>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  page: PageQuery,
  describe?: (rows: Row[]) => Promise<R[]>,
  columns?: SelectedFields,
): Promise<Page<R>> {
  const pageRows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  // Extra columns are computed for the page's rows only: PostgreSQL evaluates a select list before OFFSET drops
  // rows, so subqueries beside the plain columns would run for every row skipped (page 900: 9 000 times). The
  // page's rows come from a subquery under the table's own name, which the extra columns' SQL refers to.
  const rowsQuery = columns
    ? db
        .select(columns)
        .from(pageRows.as(getTableName(table)))
        .orderBy(...orderBy)
    : pageRows;
  const [totals, records] = await Promise.all([
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
    rowsQuery.then((rows) => (describe ? describe(rows as Row[]) : (rows as R[]))),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return {
    records,
    total,
    size: page.size,
    current: page.current,
    pages: Math.ceil(total / page.size),
  };
}

export function mapPage<T, R>(page: Page<T>, map: (row: T) => R): Page<R> {
  return { ...page, records: page.records.map(map) };
}

/**
 * The ORDER BY of a list from BladeX's `ascs` / `descs` (one column each; the contract's enum names the columns a
 * list sorts by, so an unknown one never gets here). The id comes last so pages never overlap or skip rows.
 */
export function sortOrder<K extends string>(
  columns: Record<K, PgColumn>,
  id: PgColumn,
  query: { ascs?: K | '' | null; descs?: K | '' | null },
): (SQL | PgColumn)[] {
  if (query.ascs) return [asc(columns[query.ascs]), asc(id)];
  if (query.descs) return [desc(columns[query.descs]), asc(id)];
  return [asc(id)];
}
