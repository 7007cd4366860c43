import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { cgNoSequences } from '../db/schema/procurement.ts';
import { cstDay } from '../domain/values.ts';

/**
 * The next document number of a tenant: prefix + yyyyMMdd (UTC+8) + a 4-digit daily sequence, e.g.
 * XQ202611220001. Bumps the (tenant, prefix, day) counter of cg_no_sequence in the caller's transaction, so a
 * rolled-back save gives its number back and concurrent saves never share one (the upsert takes the row lock).
 */
export async function nextDocumentNo(
  tx: Tx,
  tenantId: string,
  prefix: string,
  clock: () => Date,
): Promise<string> {
  const day = cstDay(clock()).replace(/-/g, '');
  const [row] = await tx
    .insert(cgNoSequences)
    .values({ tenantId, prefix, day, lastNo: 1 })
    .onConflictDoUpdate({
      target: [cgNoSequences.tenantId, cgNoSequences.prefix, cgNoSequences.day],
      set: { lastNo: sql`${cgNoSequences.lastNo} + 1` },
    })
    .returning({ lastNo: cgNoSequences.lastNo });
  return `${prefix}${day}${String(row!.lastNo).padStart(4, '0')}`;
}
