import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOffers,
  cgSourcingSuppliers,
} from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';

/**
 * Re-derives what a bill stores as sums after a change to its offers or awards, in the change's transaction:
 * each line's awardedQty (Σ winQty), each invited supplier's offer total and quote status, the bill's winAmount.
 * Sums in SQL over numeric columns, so exact.
 */
export async function refreshTotals(tx: Tx, tenantId: string, sourcingId: string, userId: string, now: Date) {
  const scope = tenantScope(tx, tenantId);
  await scope.update(
    cgSourcingItems,
    {
      awardedQty: sql`coalesce((select sum(a.win_qty) from ${cgSourcingAwards} a where a.tenant_id = ${tenantId}
        and a.sourcing_item_id = ${cgSourcingItems.id} and a.is_deleted = 0), 0)`,
    },
    eq(cgSourcingItems.sourcingId, sourcingId),
  );
  await scope.update(
    cgSourcingSuppliers,
    {
      totalOfferAmount: sql`coalesce((select sum(o.amount) from ${cgSourcingOffers} o where o.tenant_id = ${tenantId}
        and o.sourcing_id = ${sourcingId} and o.supplier_id = ${cgSourcingSuppliers.supplierId} and o.is_deleted = 0), 0)`,
      // Quoted once an offer exists; back to not quoted when the last offer goes (declined stays declined).
      quoteStatus: sql`case when exists (select 1 from ${cgSourcingOffers} o where o.tenant_id = ${tenantId}
        and o.sourcing_id = ${sourcingId} and o.supplier_id = ${cgSourcingSuppliers.supplierId} and o.is_deleted = 0)
        then 1 when ${cgSourcingSuppliers.quoteStatus} = 2 then 2 else 0 end`,
    },
    and(eq(cgSourcingSuppliers.sourcingId, sourcingId), eq(cgSourcingSuppliers.isDeleted, 0)),
  );
  await scope.update(
    cgSourcing,
    {
      winAmount: sql`coalesce((select sum(a.win_amount) from ${cgSourcingAwards} a where a.tenant_id = ${tenantId}
        and a.sourcing_id = ${sourcingId} and a.is_deleted = 0), 0)`,
      updateUser: userId,
      updateTime: now,
    },
    eq(cgSourcing.id, sourcingId),
  );
}
