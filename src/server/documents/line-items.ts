import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../db/tenant-scope.ts';
import type { NextId } from '../domain/ids.ts';

/** A document's line table: tenant-owned, logically deleted, stamped. */
type LineTable = PgTable & Record<'id' | 'tenantId', PgColumn>;

export interface LinePlan<In, Old> {
  line: In;
  /** The stored line this one updates (same id), or undefined for a new line. */
  kept: Old | undefined;
  id: string;
  /** 1-based, in the order sent: the editor's order is the document's. */
  lineNo: number;
}

/**
 * Pairs the lines sent with the stored ones: a line with an id updates that line and must be one of this
 * document's (`notOfDocument` builds the 400 naming the index), a line without one is new and gets an id.
 */
export function planLines<In extends { id?: string | null }, Old extends { id: string }>(
  incoming: readonly In[],
  existing: readonly Old[],
  nextId: NextId,
  notOfDocument: (index: number, id: string) => Error,
): LinePlan<In, Old>[] {
  const oldById = new Map(existing.map((line) => [line.id, line]));
  incoming.forEach((line, index) => {
    if (line.id && !oldById.has(line.id)) throw notOfDocument(index, line.id);
  });
  return incoming.map((line, index) => {
    const kept = line.id ? oldById.get(line.id) : undefined;
    return { line, kept, id: kept?.id ?? nextId(), lineNo: index + 1 };
  });
}

/**
 * Writes a document's complete new set of lines in the save transaction: kept lines are rewritten in one
 * insert with their ids (rather than one UPDATE each: a document may have thousands of lines), lines not sent
 * any more are deleted logically with who and when, and the rows go in `chunk`-row batches (PostgreSQL caps a
 * statement's parameters). `rows` carry their ids (planLines) and everything but tenantId.
 */
export async function syncLines<T extends LineTable>(
  scope: TenantScope,
  options: {
    table: T;
    existing: readonly { id: string }[];
    rows: Omit<T['$inferInsert'], 'tenantId'>[];
    deletedStamp: Partial<T['$inferInsert']>;
    chunk?: number;
  },
): Promise<void> {
  const { table, existing, rows } = options;
  const chunk = options.chunk ?? 1000;
  const sent = new Set(rows.map((row) => (row as { id: string }).id));
  const keptIds = existing.filter((line) => sent.has(line.id)).map((line) => line.id);
  if (keptIds.length) await scope.delete(table, inArray(table.id, keptIds));
  const dropped = existing.filter((line) => !sent.has(line.id)).map((line) => line.id);
  if (dropped.length) await scope.update(table, options.deletedStamp, inArray(table.id, dropped));
  for (let start = 0; start < rows.length; start += chunk) {
    await scope.insert(table, rows.slice(start, start + chunk));
  }
}
