import { eq, inArray } from 'drizzle-orm';
import { cgOrderItems, htContractItems } from '../../../src/server/db/schema/contracts.ts';
import { cgNeeds, cgNeedsItems } from '../../../src/server/db/schema/procurement.ts';
import { cgSourcingItems } from '../../../src/server/db/schema/sourcing.ts';
import { TENANT } from './needs-world.ts';
import type { OpenOrder } from './receive-world.ts';
import type { TestContext } from './test-app.ts';

/**
 * The chain behind a receipt, laid down as rows (the sourcing and award screens have their own tests): an
 * approved demand bill with lines, and sourcing lines that tie an order line's contract line to a demand line —
 * what a contract made from an award carries. Several order lines (of different contracts, as a split award
 * makes) may lead to one demand line.
 */
let nextId = 8_100_000_000_000;
const id = () => String(nextId++);

export async function approvedDemand(
  ctx: TestContext,
  deptId: string,
  materialId: string,
  quantities: string[],
) {
  const db = ctx.database.db;
  const needsId = id();
  await db.insert(cgNeeds).values({
    id: needsId,
    tenantId: TENANT,
    needsNo: `XQT${needsId}`,
    title: '到货跟踪',
    deptId,
    approveStatus: 5,
    approveTime: new Date(),
    execStatus: 1,
  });
  const itemIds = quantities.map(() => id());
  await db.insert(cgNeedsItems).values(
    quantities.map((qty, i) => ({
      id: itemIds[i]!,
      tenantId: TENANT,
      needsId,
      lineNo: i + 1,
      materialId,
      materialCode: 'WZ0101001',
      materialName: '热轧带肋钢筋',
      unit: 't',
      qty,
      assignedQty: qty,
      purcharStatus: 1,
    })),
  );
  return { needsId, itemIds };
}

/** The order line's contract line now comes from a sourcing line of `needsItemId`. */
export async function sourcedFrom(ctx: TestContext, order: OpenOrder, line: number, needsItemId: string) {
  const db = ctx.database.db;
  const [orderLine] = await db.select().from(cgOrderItems).where(eq(cgOrderItems.id, order.items[line]!.id));
  const [need] = await db.select().from(cgNeedsItems).where(eq(cgNeedsItems.id, needsItemId));
  const sourcingItemId = id();
  await db.insert(cgSourcingItems).values({
    id: sourcingItemId,
    tenantId: TENANT,
    sourcingId: id(),
    lineNo: 1,
    needsId: need!.needsId,
    needsItemId,
    allocationId: id(),
    sourceAllocationId: id(),
    materialId: need!.materialId,
    materialCode: need!.materialCode,
    materialName: need!.materialName,
    unit: need!.unit,
    qty: need!.qty,
  });
  await db
    .update(htContractItems)
    .set({ sourcingItemId })
    .where(eq(htContractItems.id, orderLine!.contractItemId));
}

/** The demand lines' received quantities as stored (decimal text), in the order asked. */
export async function demandReceived(ctx: TestContext, itemIds: string[]) {
  const rows = await ctx.database.db
    .select({ id: cgNeedsItems.id, receivedQty: cgNeedsItems.receivedQty })
    .from(cgNeedsItems)
    .where(inArray(cgNeedsItems.id, itemIds));
  const of = new Map(rows.map((r) => [r.id, r.receivedQty]));
  return itemIds.map((itemId) => of.get(itemId));
}
