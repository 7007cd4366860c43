import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { cgNeedsItems } from '../../../db/schema/procurement.ts';
import { cgSourcingItems } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import { CONTRACT_STATUS } from './contract-records.ts';

/**
 * The demand side of a contract's change (model §3.3: cached progress is written with its source rows): the
 * contractedQty of every demand line the contract's lines were made from (contract line → sourcing line → demand
 * line), recounted from all approved contract lines made from it — an executing or completed contract at its
 * line's quantity, a terminated one at what was ordered on it, a void one at nothing.
 *
 * Called inside the transaction that changed the contract, after its contract and line locks (the order the code
 * already uses: contract → lines → demand lines). The demand lines are locked in id order before the recount, so
 * two contracts made from one demand line (an award split across suppliers) recount one after the other, the
 * second seeing what the first committed.
 */
export async function syncDemandContracted(
  tx: Tx,
  tenantId: string,
  contractId: string,
  stamp: { updateUser?: string | null; updateTime: Date },
) {
  const scope = tenantScope(tx, tenantId);
  const reached = await scope
    .from(cgSourcingItems, { needsItemId: cgSourcingItems.needsItemId })
    .innerJoin(htContractItems, eq(htContractItems.sourcingItemId, cgSourcingItems.id))
    .where(eq(htContractItems.contractId, contractId));
  const needsItemIds = [...new Set(reached.map((r) => r.needsItemId))];
  if (needsItemIds.length === 0) return;

  const locked = await scope
    .from(cgNeedsItems, { id: cgNeedsItems.id, contractedQty: cgNeedsItems.contractedQty })
    .where(inArray(cgNeedsItems.id, needsItemIds))
    .orderBy(asc(cgNeedsItems.id))
    .for('update');
  const counted = await scope
    .from(cgSourcingItems, {
      needsItemId: cgSourcingItems.needsItemId,
      qty: sql<string>`coalesce(sum(case
        when ${htContracts.contractStatus} in (${CONTRACT_STATUS.EXECUTING}, ${CONTRACT_STATUS.COMPLETED})
          then ${htContractItems.qty}
        when ${htContracts.contractStatus} = ${CONTRACT_STATUS.TERMINATED} then ${htContractItems.orderedQty}
        else 0 end), 0)::text`,
    })
    .innerJoin(htContractItems, eq(htContractItems.sourcingItemId, cgSourcingItems.id))
    .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId))
    .where(
      inArray(cgSourcingItems.needsItemId, needsItemIds),
      eq(htContractItems.isDeleted, 0),
      eq(htContracts.isDeleted, 0),
      eq(htContracts.approveStatus, APPROVE_STATUS.APPROVED),
    )
    .groupBy(cgSourcingItems.needsItemId);
  const qtyOf = new Map(counted.map((row) => [row.needsItemId, row.qty]));
  for (const line of locked) {
    const qty = qtyOf.get(line.id) ?? '0';
    if (compareDecimal(qty, line.contractedQty) === 0) continue;
    await scope.update(
      cgNeedsItems,
      { contractedQty: qty, updateUser: stamp.updateUser ?? null, updateTime: stamp.updateTime },
      eq(cgNeedsItems.id, line.id),
    );
  }
}
