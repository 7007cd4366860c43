import { gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.ts';
import { cstDayStart, DAY_MS, realDay } from '../domain/values.ts';

/**
 * A list filter over a day range, both ends inclusive and optional: real days only (400 naming the field),
 * and a range that ends before it starts is the caller's mistake (400 naming `toField`). A timestamp column
 * is compared with the UTC+8 day bounds the users mean; a date column with the days themselves.
 */
export function dateRange(
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
  fields: { from: string; to: string },
  kind: 'timestamp' | 'date' = 'timestamp',
): (SQL | undefined)[] {
  if (from && to && to < from) throw badRequest('dateRangeReversed', fields.to);
  const start = realDay(fields.from, from);
  const end = realDay(fields.to, to);
  if (kind === 'date') return [start ? gte(column, start) : undefined, end ? lte(column, end) : undefined];
  return [
    start ? gte(column, cstDayStart(start)) : undefined,
    end ? lt(column, new Date(cstDayStart(end).getTime() + DAY_MS)) : undefined,
  ];
}
