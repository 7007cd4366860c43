import { asc, count, desc, getTableName, ilike, Placeholder, sql, type SQL } from 'drizzle-orm';
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
  const pattern = containsPattern(value);
  return pattern === undefined ? undefined : ilike(column, pattern);
}

/** The ILIKE pattern of `contains` (wildcards in the value match themselves); undefined for no filter. */
export function containsPattern(value: string | undefined | null): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
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
  const { rows, total } = pageQueries(
    db,
    table,
    where,
    orderBy,
    page.size,
    (page.current - 1) * page.size,
    columns,
  );
  const [totals, records] = await Promise.all([
    total,
    rows.then((found) => (describe ? describe(found as Row[]) : (found as R[]))),
  ]);
  return pageAnswer(records, totals, page);
}

/**
 * The page's rows and its count as drizzle queries (not yet run). Also what bench/load.ts runs as the raw SQL
 * beside a list's HTTP figures: the same statements, without the request path around them.
 */
export function pageQueries(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  limit: number | Placeholder,
  offset: number | Placeholder,
  columns?: SelectedFields,
) {
  const pageRows = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  // Extra columns are computed for the page's rows only: PostgreSQL evaluates a select list before OFFSET drops
  // rows, so subqueries beside the plain columns would run for every row skipped (page 900: 9 000 times). The
  // page's rows come from a subquery under the table's own name, which the extra columns' SQL refers to.
  const rows = columns
    ? db
        .select(columns)
        .from(pageRows.as(getTableName(table)))
        .orderBy(...orderBy)
    : pageRows;
  return { rows, total: db.select({ total: count() }).from(table).where(where) };
}

function pageAnswer<R>(records: R[], totals: { total: number }[], page: PageQuery): Page<R> {
  const total = Number(totals[0]?.total ?? 0);
  return {
    records,
    total,
    size: page.size,
    current: page.current,
    pages: Math.ceil(total / page.size),
  };
}

/**
 * One shape of a list's query (which filters, which order), its values kept apart: `where` holds
 * `sql.placeholder(name)` wherever a value goes, `values` the values by name.
 */
export interface PageShape {
  /** Names the shape: the same key must always build the same where and order, whatever the values. */
  key: string;
  where: () => SQL | undefined;
  orderBy: () => (SQL | PgColumn)[];
  values: Record<string, unknown>;
}

interface PreparedPage {
  rows: { execute(values: Record<string, unknown>): Promise<unknown[]> };
  total: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
}
/** Prepared pages by database and shape key; bounded, as a list has few shapes. */
const preparedPages = new WeakMap<Database, Map<string, PreparedPage>>();
const MAX_PREPARED = 500;
let statements = 0;

/**
 * pageOf for a list read on every visit of its screen, as named prepared statements: drizzle builds the SQL of
 * a shape once (building the page query of a 26-column list took about a third of the request's CPU, more than
 * the driver's own work), and PostgreSQL parses and plans it once per connection instead of once per request.
 *
 * Nothing a caller passes may be baked into a shared statement: every parameter of the shape's where must be a
 * placeholder, the tenant's included, or preparing the shape throws, so a statement can never carry one
 * caller's tenant or filter to another.
 */
export async function preparedPageOf<T extends PgTable, R, Row>(
  db: Database,
  table: T,
  shape: PageShape,
  page: PageQuery,
  describe: (rows: Row[]) => Promise<R[]>,
  columns?: SelectedFields,
): Promise<Page<R>> {
  let byKey = preparedPages.get(db);
  if (!byKey) preparedPages.set(db, (byKey = new Map()));
  const key = `${getTableName(table)}:${shape.key}`;
  let prepared = byKey.get(key);
  if (!prepared) {
    const where = shape.where();
    assertAllPlaceholders(db, table, where, key);
    const { rows, total } = pageQueries(
      db,
      table,
      where,
      shape.orderBy(),
      sql.placeholder('pageLimit'),
      sql.placeholder('pageOffset'),
      columns,
    );
    statements += 1;
    prepared = { rows: rows.prepare(`page_${statements}`), total: total.prepare(`page_total_${statements}`) };
    if (byKey.size >= MAX_PREPARED) byKey.clear();
    byKey.set(key, prepared);
  }
  const values = { ...shape.values, pageLimit: page.size, pageOffset: (page.current - 1) * page.size };
  const [totals, records] = await Promise.all([
    prepared.total.execute(values),
    prepared.rows.execute(values).then((found) => describe(found as Row[])),
  ]);
  return pageAnswer(records, totals, page);
}

function assertAllPlaceholders(db: Database, table: PgTable, where: SQL | undefined, key: string) {
  const { params } = db.select().from(table).where(where).toSQL();
  if (params.some((param) => !(param instanceof Placeholder)))
    throw new Error(`The list shape ${key} holds a value in its where: use sql.placeholder for every value`);
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
