import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Either drizzle over PGlite (embedded, browser demo) or over node-postgres: same schema, same SQL. */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** What a transaction callback receives; services write through it so multi-row writes are atomic. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
