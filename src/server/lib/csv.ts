import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * BladeX keeps a user's roles, depts and posts as comma-joined id strings; this is "the list holds any of
 * these ids", done in SQL so the check sees every row, not a page of them.
 */
export function csvHasAny(column: PgColumn, ids: string[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`string_to_array(${column}, ',') && array[${list}]::text[]`;
}

/** `1,2,2` (a query's ids, a user's roleId) → ['1', '2']; the schemas have already checked the digits. */
export const csvIds = (text: string | null | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];
