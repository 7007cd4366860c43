import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { cgNeedsItems } from '../../../db/schema/procurement.ts';
import { cgSourcingItems } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { sumDecimals } from '../../../domain/decimal.ts';

/**
 * The demand side of a purchase receipt (model §3.3: cached progress is written with its source rows). A
 * contract line made from an award leads to exactly one demand line (contract line → sourcing line → demand
 * line); that line's receivedQty grows by what the receipt accepted on the contract line. Lines written by hand
 * lead nowhere. The demand lines are locked (in id order) before they change: receipts against different
 * contracts — an award split across suppliers — reach the same demand line without sharing a contract lock.
 */
export async function settleDemandReceipt(
  tx: Tx,
  s: {
    tenantId: string;
    stamp: { updateUser: string; updateTime: Date };
    /** Accepted quantity per contract line, as the receipt moved it. */
    receivedByContractLine: Map<string, string>;
    contractLines: { id: string; sourcingItemId: string | null }[];
  },
) {
  const scope = tenantScope(tx, s.tenantId);
  const sourcingOf = new Map<string, string>();
  for (const line of s.contractLines)
    if (line.sourcingItemId && s.receivedByContractLine.has(line.id))
      sourcingOf.set(line.id, line.sourcingItemId);
  if (sourcingOf.size === 0) return;

  const sourcingLines = await scope
    .from(cgSourcingItems, { id: cgSourcingItems.id, needsItemId: cgSourcingItems.needsItemId })
    .where(inArray(cgSourcingItems.id, [...new Set(sourcingOf.values())]));
  const needsOf = new Map(sourcingLines.map((line) => [line.id, line.needsItemId]));
  const more = new Map<string, string>();
  for (const [contractLineId, sourcingItemId] of sourcingOf) {
    const needsItemId = needsOf.get(sourcingItemId);
    if (!needsItemId) continue;
    const qty = s.receivedByContractLine.get(contractLineId)!;
    more.set(needsItemId, sumDecimals([more.get(needsItemId) ?? '0', qty], 3));
  }
  if (more.size === 0) return;

  const locked = await scope
    .from(cgNeedsItems, { id: cgNeedsItems.id, receivedQty: cgNeedsItems.receivedQty })
    .where(inArray(cgNeedsItems.id, [...more.keys()]))
    .orderBy(asc(cgNeedsItems.id))
    .for('update');
  for (const line of locked)
    await scope.update(
      cgNeedsItems,
      { receivedQty: sumDecimals([line.receivedQty, more.get(line.id)!], 3), ...s.stamp },
      eq(cgNeedsItems.id, line.id),
    );
}
