import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { cgOrderItems, cgOrders, htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { CONTRACT_STATUS, itemsOf, type ContractRow } from '../contract/contract-records.ts';
import { syncFrameworkLines } from '../contract/framework-lines.ts';
import { settleDemandReceipt } from './demand-receipt.ts';
import { ORDER_STATUS, type OrderItemRow, type OrderRow } from './order-records.ts';

export interface ReceiptSettlement {
  tenantId: string;
  userId: string;
  now: Date;
  nextId: NextId;
  /** Both locked by the caller (contract first, then the order and its lines). */
  contract: ContractRow;
  order: OrderRow;
  orderLines: OrderItemRow[];
  /** Per receipt line: the order line, the accepted quantity and its tax-inclusive amount. */
  received: { orderItemId: string; qty: string; amount: string }[];
  stockInDate: string;
}

/**
 * What a purchase receipt moves besides stock, in the receipt's transaction (model §3.3: cached progress is
 * written with the source rows): the order lines' receivedQty, the order's receivedAmount and status (部分到货 /
 * 已到货), the contract lines' receivedQty, the contract's receivedAmount (tax-inclusive) and lastReceiptDate,
 * and the contract's completion (已完成) once no order of it is open and every line is received or closed.
 *
 * The demand lines behind the contract lines follow (demand-receipt.ts).
 */
export async function settleOrderReceipt(tx: Tx, s: ReceiptSettlement) {
  const scope = tenantScope(tx, s.tenantId);
  const stamp = { updateUser: s.userId, updateTime: s.now };
  const byLine = new Map(s.orderLines.map((line) => [line.id, { ...line }]));
  const contractQty = new Map<string, string>();
  for (const r of s.received) {
    if (compareDecimal(r.qty, '0') <= 0) continue;
    const line = byLine.get(r.orderItemId)!;
    line.receivedQty = sumDecimals([line.receivedQty, r.qty], 3);
    await scope.update(
      cgOrderItems,
      { receivedQty: line.receivedQty, ...stamp },
      eq(cgOrderItems.id, line.id),
    );
    contractQty.set(
      line.contractItemId,
      sumDecimals([contractQty.get(line.contractItemId) ?? '0', r.qty], 3),
    );
  }
  const amount = sumDecimals(
    s.received.map((r) => r.amount),
    2,
  );
  const delivered = [...byLine.values()].every(
    (line) => compareDecimal(sumDecimals([line.receivedQty, line.closedQty], 3), line.orderQty) >= 0,
  );
  await scope.update(
    cgOrders,
    {
      receivedAmount: sumDecimals([s.order.receivedAmount, amount], 2),
      orderStatus: delivered ? ORDER_STATUS.DELIVERED : ORDER_STATUS.PARTLY,
      ...stamp,
    },
    eq(cgOrders.id, s.order.id),
  );

  const items = await itemsOf(tx, s.tenantId, s.contract.id, true);
  for (const item of items) {
    const more = contractQty.get(item.id);
    if (!more) continue;
    item.receivedQty = sumDecimals([item.receivedQty, more], 3);
    await scope.update(
      htContractItems,
      { receivedQty: item.receivedQty, ...stamp },
      eq(htContractItems.id, item.id),
    );
  }
  await settleDemandReceipt(tx, {
    tenantId: s.tenantId,
    stamp,
    receivedByContractLine: contractQty,
    contractLines: items,
  });
  const completed = await isContractFulfilled(tx, s.tenantId, s.contract.id, items);
  const lastReceiptDate =
    s.contract.lastReceiptDate && s.contract.lastReceiptDate > s.stockInDate
      ? s.contract.lastReceiptDate
      : s.stockInDate;
  const contractStatus = completed ? CONTRACT_STATUS.COMPLETED : s.contract.contractStatus;
  await scope.update(
    htContracts,
    {
      receivedAmount: sumDecimals([s.contract.receivedAmount, amount], 2),
      lastReceiptDate,
      contractStatus,
      ...stamp,
    },
    eq(htContracts.id, s.contract.id),
  );
  // A completed framework contract is no longer offered to the demand summary.
  if (contractStatus !== s.contract.contractStatus)
    await syncFrameworkLines(tx, s.tenantId, { ...s.contract, contractStatus }, s.now, s.nextId);
}

/**
 * No order of the contract still expects goods, and every line's received quantity plus what its orders closed
 * covers the line (a closed remainder is given up, not owed).
 */
async function isContractFulfilled(
  tx: Tx,
  tenantId: string,
  contractId: string,
  items: { id: string; qty: string; receivedQty: string }[],
) {
  const scope = tenantScope(tx, tenantId);
  const open = await scope
    .from(cgOrders, { id: cgOrders.id })
    .where(
      eq(cgOrders.contractId, contractId),
      eq(cgOrders.isDeleted, 0),
      inArray(cgOrders.orderStatus, [ORDER_STATUS.AWAITING, ORDER_STATUS.PARTLY]),
    )
    .limit(1);
  if (open.length) return false;
  const closed = await scope
    .from(cgOrderItems, {
      contractItemId: cgOrderItems.contractItemId,
      qty: sql<string>`sum(${cgOrderItems.closedQty})::text`,
    })
    .innerJoin(cgOrders, eq(cgOrders.id, cgOrderItems.orderId))
    .where(eq(cgOrders.contractId, contractId), eq(cgOrders.isDeleted, 0), eq(cgOrderItems.isDeleted, 0))
    .groupBy(cgOrderItems.contractItemId);
  const closedOf = new Map(closed.map((row) => [row.contractItemId, row.qty]));
  return items.every(
    (item) => compareDecimal(sumDecimals([item.receivedQty, closedOf.get(item.id) ?? '0'], 3), item.qty) >= 0,
  );
}
