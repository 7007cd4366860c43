import { asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  cgOrderItems,
  cgOrders,
  type htContractItems,
  type htContracts,
} from '../../../db/schema/contracts.ts';
import { cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { cwInvoiceContracts, cwInvoices, cwPaids, cwPayments } from '../../../db/schema/finance.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOffers,
} from '../../../db/schema/sourcing.ts';
import { kcStockInItems, kcStockIns } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { PAY_STATUS } from '../payment/payment-records.ts';

export type Item = typeof htContractItems.$inferSelect;
export type Contract = typeof htContracts.$inferSelect;

const ids = <T>(rows: T[], pick: (row: T) => string | null | undefined) => [
  ...new Set(rows.map(pick).filter((v): v is string => !!v)),
];
const none = <T>() => Promise.resolve([] as T[]);

/**
 * The rows behind the chains of a page of contract lines, each step read for the whole page at once through an
 * index (by id, by contract, by sourcing bill, by order line) — a fixed number of queries whatever the page holds.
 */
export async function readChainRows(
  db: Database,
  tenantId: string,
  rows: { item: Item; contract: Contract }[],
) {
  const scope = tenantScope(db, tenantId);
  const items = rows.map((r) => r.item);
  const contractIds = ids(rows, (r) => r.contract.id);
  const sourcingItemIds = ids(items, (i) => i.sourcingItemId);
  const sourcingIds = ids(items, (i) => i.sourcingId);

  const [sourcingLines, offerCounts, awards, orderLines, links, payments] = await Promise.all([
    sourcingItemIds.length
      ? scope
          .from(cgSourcingItems, { line: cgSourcingItems, sourcing: cgSourcing })
          .innerJoin(cgSourcing, eq(cgSourcing.id, cgSourcingItems.sourcingId))
          .where(inArray(cgSourcingItems.id, sourcingItemIds))
      : none<{ line: typeof cgSourcingItems.$inferSelect; sourcing: typeof cgSourcing.$inferSelect }>(),
    sourcingIds.length
      ? scope
          .from(cgSourcingOffers, { sourcingItemId: cgSourcingOffers.sourcingItemId, n: count() })
          .where(
            inArray(cgSourcingOffers.sourcingId, sourcingIds),
            inArray(cgSourcingOffers.sourcingItemId, sourcingItemIds),
            eq(cgSourcingOffers.isDeleted, 0),
          )
          .groupBy(cgSourcingOffers.sourcingItemId)
      : none<{ sourcingItemId: string; n: number }>(),
    sourcingIds.length
      ? scope
          .from(cgSourcingAwards)
          .where(
            inArray(cgSourcingAwards.sourcingId, sourcingIds),
            inArray(cgSourcingAwards.sourcingItemId, sourcingItemIds),
            eq(cgSourcingAwards.isDeleted, 0),
          )
      : none<typeof cgSourcingAwards.$inferSelect>(),
    scope
      .from(cgOrderItems, { line: cgOrderItems, order: cgOrders })
      .innerJoin(cgOrders, eq(cgOrders.id, cgOrderItems.orderId))
      .where(
        inArray(
          cgOrderItems.contractItemId,
          items.map((i) => i.id),
        ),
        eq(cgOrderItems.isDeleted, 0),
        eq(cgOrders.isDeleted, 0),
      ),
    scope
      .from(cwInvoiceContracts, { link: cwInvoiceContracts, invoiceNo: cwInvoices.invoiceNo })
      .innerJoin(cwInvoices, eq(cwInvoices.id, cwInvoiceContracts.invoiceId))
      .where(inArray(cwInvoiceContracts.contractId, contractIds), eq(cwInvoiceContracts.isDeleted, 0)),
    scope
      .from(cwPayments)
      .where(
        inArray(cwPayments.contractId, contractIds),
        eq(cwPayments.isDeleted, 0),
        ne(cwPayments.payStatus, PAY_STATUS.VOIDED),
      ),
  ]);

  const needsItemIds = ids(sourcingLines, (s) => s.line.needsItemId);
  const orderItemIds = orderLines.map((o) => o.line.id);
  const [needsLines, allocations, receipts, paids] = await Promise.all([
    needsItemIds.length
      ? scope
          .from(cgNeedsItems, { line: cgNeedsItems, bill: cgNeeds })
          .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
          .where(inArray(cgNeedsItems.id, needsItemIds))
      : none<{ line: typeof cgNeedsItems.$inferSelect; bill: typeof cgNeeds.$inferSelect }>(),
    sourcingLines.length
      ? scope.from(cgNeedsAllocations).where(
          inArray(
            cgNeedsAllocations.id,
            ids(sourcingLines, (s) => s.line.allocationId),
          ),
        )
      : none<typeof cgNeedsAllocations.$inferSelect>(),
    orderItemIds.length
      ? scope
          .from(kcStockInItems, { line: kcStockInItems, doc: kcStockIns })
          .innerJoin(kcStockIns, eq(kcStockIns.id, kcStockInItems.stockInId))
          .where(
            inArray(kcStockIns.contractId, contractIds),
            eq(kcStockIns.isDeleted, 0),
            inArray(kcStockInItems.orderItemId, orderItemIds),
          )
      : none<{ line: typeof kcStockInItems.$inferSelect; doc: typeof kcStockIns.$inferSelect }>(),
    payments.length
      ? scope
          .from(cwPaids)
          .where(
            inArray(
              cwPaids.paymentId,
              payments.map((p) => p.id),
            ),
            eq(cwPaids.isDeleted, 0),
          )
          .orderBy(asc(cwPaids.createTime))
      : none<typeof cwPaids.$inferSelect>(),
  ]);
  const planItemIds = ids(needsLines, (n) => n.line.planItemId);
  const planLines = planItemIds.length
    ? await scope
        .from(cgPlanNeedsItems, { line: cgPlanNeedsItems, plan: cgPlanNeeds })
        .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
        .where(inArray(cgPlanNeedsItems.id, planItemIds))
    : [];
  return {
    sourcingLines,
    offerCounts,
    awards,
    orderLines,
    links,
    payments,
    needsLines,
    allocations,
    receipts,
    paids,
    planLines,
  };
}
export type ChainRows = Awaited<ReturnType<typeof readChainRows>>;
