import type { Database } from '../../../db/database.ts';
import type { cgOrderItems, cgOrders } from '../../../db/schema/contracts.ts';
import { approveStatusName } from '../../../domain/approval/approval-codes.ts';
import { namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { orderStatusName } from '../order/order-records.ts';
import { contractStatusName } from './contract-records.ts';
import { readChainRows, type Contract, type Item } from './contract-tracking-reads.ts';
import { stepsOf, type StepEntry, type TrackingStepCode } from './contract-tracking-steps.ts';

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

type OrderLine = { line: typeof cgOrderItems.$inferSelect; order: typeof cgOrders.$inferSelect };

/** An order line as the answer had it before the chain (TrackingOrder). */
const trackingOrder = ({ line, order }: OrderLine, lang: Lang) => ({
  orderId: order.id,
  orderNo: order.orderNo,
  orderDate: order.orderDate,
  orderQty: Number(line.orderQty),
  receivedQty: Number(line.receivedQty),
  closedQty: Number(line.closedQty),
  orderStatus: order.orderStatus,
  orderStatusName: orderStatusName(order.orderStatus, lang),
});

export interface Chain {
  needsNo: string | null;
  needsItemId: string | null;
  orders: ReturnType<typeof trackingOrder>[];
  steps: ReturnType<typeof stepsOf>;
}

/**
 * The whole chain of a page of contract lines, from the rows contract-tracking-reads.ts reads for the page:
 * demand bill line → plan line → assignment → sourcing line (offers, the winner's award) → the contract line →
 * order lines → stock-in lines → invoice links → payment requests → paid. Invoices and payments belong to the
 * contract, not to one of its lines: every line of it shows them.
 */
export async function chainsOf(
  db: Database,
  tenantId: string,
  rows: { item: Item; contract: Contract }[],
  lang: Lang,
): Promise<Map<string, Chain>> {
  if (rows.length === 0) return new Map<string, Chain>();
  const read = await readChainRows(db, tenantId, rows);
  const {
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
  } = read;

  const people = (
    await namesOf(db, tenantId, {
      users: [
        ...rows.map((r) => r.contract.createUser),
        ...sourcingLines.map((s) => s.sourcing.purchaserId),
        ...needsLines.map((n) => n.bill.createUser),
        ...planLines.map((p) => p.plan.createUser),
        ...allocations.flatMap((a) => [a.assignUser, a.targetId]),
        ...orderLines.map((o) => o.order.createUser),
        ...receipts.map((r) => r.doc.createUser),
        ...links.map((l) => l.link.createUser),
        ...payments.map((p) => p.createUser),
        ...paids.map((p) => p.createUser),
      ].filter((v): v is string => !!v),
    })
  ).users;

  const sourcingById = new Map(sourcingLines.map((s) => [s.line.id, s]));
  const needsById = new Map(needsLines.map((n) => [n.line.id, n]));
  const planById = new Map(planLines.map((p) => [p.line.id, p]));
  const allocationById = new Map(allocations.map((a) => [a.id, a]));
  const offersBy = new Map(offerCounts.map((o) => [o.sourcingItemId, Number(o.n)]));
  const ordersBy = groupBy(orderLines, (o) => o.line.contractItemId);
  const receiptsBy = groupBy(receipts, (r) => r.line.orderItemId ?? '');
  const linksBy = groupBy(links, (l) => l.link.contractId);
  const paymentsBy = groupBy(payments, (p) => p.contractId);
  const paidsBy = groupBy(paids, (p) => p.contractId);

  return new Map<string, Chain>(
    rows.map(({ item, contract }) => {
      const entries: Partial<Record<TrackingStepCode, StepEntry[]>> = {};
      const sourcing = item.sourcingItemId ? sourcingById.get(item.sourcingItemId) : undefined;
      const needs = sourcing ? needsById.get(sourcing.line.needsItemId) : undefined;
      const plan = needs?.line.planItemId ? planById.get(needs.line.planItemId) : undefined;
      const allocation = sourcing ? allocationById.get(sourcing.line.allocationId) : undefined;
      if (needs)
        entries.NEEDS = [
          {
            id: needs.line.id,
            no: `${needs.bill.needsNo} #${needs.line.lineNo}`,
            at: needs.bill.submitTime ?? needs.bill.createTime,
            personId: needs.bill.createUser,
            qty: needs.line.qty,
            statusName: approveStatusName(needs.bill.approveStatus, lang),
          },
        ];
      if (plan)
        entries.PLAN = [
          {
            id: plan.line.id,
            no: `${plan.plan.planNo} #${plan.line.lineNo}`,
            at: plan.plan.submitTime ?? plan.plan.createTime,
            personId: plan.plan.createUser,
            qty: plan.line.planQty,
            unitPrice: plan.line.unitPrice,
            amount: plan.line.amount,
            statusName: approveStatusName(plan.plan.approveStatus, lang),
          },
        ];
      if (allocation)
        entries.ASSIGN = [
          {
            id: allocation.id,
            no: needs ? `${needs.bill.needsNo} #${needs.line.lineNo}` : '',
            at: allocation.assignTime ?? allocation.createTime,
            personId: allocation.assignUser,
            party: people.get(allocation.targetId) ?? '',
            qty: allocation.qty,
          },
        ];
      if (sourcing) {
        const award = awards.find(
          (a) => a.sourcingItemId === sourcing.line.id && a.supplierId === contract.supplierId,
        );
        entries.SOURCING = [
          {
            id: sourcing.line.id,
            no: `${sourcing.sourcing.sourcingNo} #${sourcing.line.lineNo}`,
            at: sourcing.sourcing.createTime,
            personId: sourcing.sourcing.purchaserId,
            party: contract.supplierName,
            qty: award?.winQty ?? null,
            unitPrice: award?.winPrice ?? null,
            offerCount: offersBy.get(sourcing.line.id) ?? 0,
            statusName: approveStatusName(sourcing.sourcing.approveStatus, lang),
          },
        ];
      }
      entries.CONTRACT = [
        {
          id: item.id,
          no: `${contract.contractNo} #${item.lineNo}`,
          at: contract.createTime,
          personId: contract.createUser,
          party: contract.supplierName,
          qty: item.qty,
          unitPrice: item.unitPrice,
          amount: item.amount,
          statusName: contractStatusName(contract.contractStatus, lang),
        },
      ];
      const orders = ordersBy.get(item.id) ?? [];
      entries.ORDER = orders.map(({ line, order }) => ({
        id: line.id,
        no: order.orderNo,
        at: order.createTime,
        day: order.orderDate,
        personId: order.createUser,
        qty: line.orderQty,
        unitPrice: line.unitPrice,
        amount: line.amount,
        statusName: orderStatusName(order.orderStatus, lang),
      }));
      entries.STOCK_IN = orders.flatMap(({ line }) =>
        (receiptsBy.get(line.id) ?? []).map((r) => ({
          id: r.line.id,
          no: r.doc.stockInNo,
          at: r.doc.createTime,
          day: r.doc.stockInDate,
          personId: r.doc.createUser,
          qty: r.line.qty,
          unitPrice: r.line.unitPrice,
          amount: r.line.amount,
        })),
      );
      entries.INVOICE = (linksBy.get(contract.id) ?? []).map(({ link, invoiceNo }) => ({
        id: link.id,
        no: invoiceNo,
        at: link.linkTime,
        personId: link.createUser,
        amount: link.amount,
      }));
      entries.PAYMENT = (paymentsBy.get(contract.id) ?? []).map((p) => ({
        id: p.id,
        no: p.paymentNo,
        at: p.submitTime ?? p.createTime,
        personId: p.createUser,
        amount: p.applyAmount,
        statusName: approveStatusName(p.approveStatus, lang),
      }));
      entries.PAID = (paidsBy.get(contract.id) ?? []).map((p) => ({
        id: p.id,
        no: p.paidNo,
        at: p.createTime,
        day: p.paidDate,
        personId: p.createUser,
        amount: p.paidAmount,
      }));
      return [
        item.id as string,
        {
          needsNo: needs?.bill.needsNo ?? null,
          needsItemId: needs?.line.id ?? null,
          // The line's orders as the answer had them before the chain (TrackingOrder), oldest first.
          orders: [...orders]
            .sort(
              (a, b) =>
                a.order.createTime.getTime() - b.order.createTime.getTime() ||
                a.order.id.localeCompare(b.order.id),
            )
            .map((o) => trackingOrder(o, lang)),
          steps: stepsOf(entries, people, lang),
        },
      ];
    }),
  );
}
