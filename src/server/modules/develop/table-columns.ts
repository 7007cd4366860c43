import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';

/** A table of this database the generator may work from (schema public, ordinary tables). */
export interface TableInfo {
  tableName: string;
  comment: string;
}

/** One column as information_schema describes it, plus its comment. */
export interface ColumnInfo {
  name: string;
  dataType: string;
  nullable: boolean;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  defaultValue: string | null;
  comment: string;
}

// information_schema is the same for every tenant (the schema's tables are shared by all of them): these reads
// have no tenant to scope and use the raw connection on purpose.
const rowsOf = <R>(answer: unknown) => (answer as { rows: R[] }).rows;

/** The tables of the public schema, by name (the migration bookkeeping table left out). */
export async function listTables(db: Database | Tx): Promise<TableInfo[]> {
  // eslint-disable-next-line no-restricted-syntax -- information_schema: no tenant to scope (see above)
  const answer = await db.execute(sql`
    select t.table_name as "tableName",
           coalesce(obj_description(format('%I.%I', t.table_schema, t.table_name)::regclass, 'pg_class'), '') as "comment"
      from information_schema.tables t
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> 'app_migration'
     order by t.table_name`);
  return rowsOf<TableInfo>(answer);
}

export async function tableExists(db: Database | Tx, tableName: string): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- information_schema: no tenant to scope (see above)
  const answer = await db.execute(sql`
    select 1 from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name = ${tableName}`);
  return rowsOf(answer).length > 0;
}

/** The columns of a public table in their order; empty when there is no such table. */
export async function tableColumns(db: Database | Tx, tableName: string): Promise<ColumnInfo[]> {
  // eslint-disable-next-line no-restricted-syntax -- information_schema: no tenant to scope (see above)
  const answer = await db.execute(sql`
    select c.column_name as "name",
           c.data_type as "dataType",
           c.is_nullable = 'YES' as "nullable",
           c.character_maximum_length as "maxLength",
           c.numeric_precision as "precision",
           c.numeric_scale as "scale",
           c.column_default as "defaultValue",
           coalesce(col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position), '') as "comment"
      from information_schema.columns c
     where c.table_schema = 'public' and c.table_name = ${tableName}
     order by c.ordinal_position`);
  return rowsOf<ColumnInfo>(answer).map((column) => ({
    ...column,
    maxLength: column.maxLength === null ? null : Number(column.maxLength),
    precision: column.precision === null ? null : Number(column.precision),
    scale: column.scale === null ? null : Number(column.scale),
  }));
}
