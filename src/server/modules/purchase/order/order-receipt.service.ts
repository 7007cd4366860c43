import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { kcStocks } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson } from '../../../domain/values.ts';
import { dictLabels } from '../../../documents/enrich.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PageQuery } from '../../../lib/page.ts';
import type { StockInService } from '../../stock/stock-in.service.ts';
import { lineMoney, subtractDecimal } from '../contract/contract-money.ts';
import { MATERIAL_UNIT_DICT, findContract } from '../contract/contract-records.ts';
import { findOrder, isOpenOrder, orderItemsOf, orderStatusName, type OrderRow } from './order-records.ts';
import { settleOrderReceipt } from './receipt-settlement.ts';

export interface OrderReceiptInput {
  orderId: string;
  storehouseId: string;
  stockInDate: string;
  deliveryNoteNo?: string | null;
  acceptorName?: string | null;
  remark?: string | null;
  photoIds?: string[] | null;
  items: {
    orderItemId: string;
    arrivalQty: number;
    qty: number;
    rejectedQty?: number | null;
    remark?: string | null;
  }[];
}

/** orderQty − receivedQty − closedQty: what an order line still expects. */
export const openQtyOf = (line: { orderQty: string; receivedQty: string; closedQty: string }) =>
  subtractDecimal(subtractDecimal(line.orderQty, line.receivedQty, 3), line.closedQty, 3);

/** Quantities as exact decimals, arrival = accepted + rejected, no line twice: checked before anything is read. */
function checkedLines(items: OrderReceiptInput['items']) {
  const seen = new Set<string>();
  const lines = items.map((item, i) => {
    if (seen.has(item.orderItemId)) throw badRequest('receiptLineRepeated', i, item.orderItemId);
    seen.add(item.orderItemId);
    const arrivalQty = decimalFromJson(`items.${i}.arrivalQty`, item.arrivalQty, 3);
    const qty = decimalFromJson(`items.${i}.qty`, item.qty, 3);
    const rejectedQty = decimalFromJson(`items.${i}.rejectedQty`, item.rejectedQty ?? 0, 3);
    if (!(item.arrivalQty > 0)) throw badRequest('fieldNotPositive', `items.${i}.arrivalQty`);
    if (compareDecimal(sumDecimals([qty, rejectedQty], 3), arrivalQty) !== 0)
      throw badRequest('receiptArrivalMismatch', i, arrivalQty, qty, rejectedQty);
    return { ...item, arrivalQty, qty, rejectedQty };
  });
  if (!lines.some((line) => compareDecimal(line.qty, '0') > 0)) throw badRequest('receiptNothingAccepted');
  return lines;
}

const refuseClosed = (order: OrderRow, lang: Lang) =>
  new AppError(409, 'receiptOrderNotOpen', order.orderNo, orderStatusName(order.orderStatus, lang));

/**
 * 采购入库 (cg-order-info stock-in/create and lists; the order lines kc-stock-in/materialPages offers for type 1).
 * A receipt is posted on create, as the model has it: the order line's remaining quantity is checked and taken
 * under its row lock in the very transaction that moves the stock, so no draft can go stale or reserve nothing.
 * The stock half (document, storehouse and material checks, posting) is the stock module's; the order and
 * contract progress is receipt-settlement's.
 */
export function createOrderReceiptService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  stockIn: StockInService;
}) {
  const { db, nextId, stockIn } = deps;

  async function create(caller: Caller, input: OrderReceiptInput, lang: Lang) {
    const lines = checkedLines(input.items);
    const first = await findOrder(db, caller, input.orderId);
    const id = await db.transaction(async (tx) => {
      // Contract, order, then lines, as ordering and closing take them: all three queue in one order.
      const contract = await findContract(tx, caller, first.contractId, true);
      const order = await findOrder(tx, caller, input.orderId, true);
      if (!isOpenOrder(order.orderStatus)) throw refuseClosed(order, lang);
      const orderLines = await orderItemsOf(tx, caller.tenantId, order.id).for('update');
      const byId = new Map(orderLines.map((line) => [line.id, line]));
      const priced = lines.map((line, i) => {
        const orderLine = byId.get(line.orderItemId);
        if (!orderLine) throw badRequest('receiptLineNotOfOrder', i, order.orderNo, line.orderItemId);
        const left = openQtyOf(orderLine);
        if (compareDecimal(line.qty, left) > 0)
          throw new AppError(
            409,
            'receiptAboveRemaining',
            i,
            orderLine.lineNo,
            orderLine.materialName,
            Number(left),
            Number(line.qty),
          );
        const money = lineMoney(line.qty, orderLine.unitPrice, orderLine.taxRate);
        return {
          orderItemId: orderLine.id,
          materialId: orderLine.materialId,
          materialCode: orderLine.materialCode,
          materialName: orderLine.materialName,
          spec: orderLine.spec,
          unit: orderLine.unit,
          arrivalQty: line.arrivalQty,
          rejectedQty: line.rejectedQty,
          qty: line.qty,
          unitPrice: orderLine.unitPrice,
          taxRate: orderLine.taxRate,
          amount: money.amount,
          unitCost: money.unitPriceExclTax,
          costAmount: money.amountExclTax,
          remark: line.remark?.trim() ?? '',
        };
      });
      const docId = await stockIn.receivePurchase(tx, caller, {
        orderId: order.id,
        contractId: order.contractId,
        supplierId: order.supplierId,
        supplierName: order.supplierName,
        projectId: order.deptId,
        storehouseId: input.storehouseId,
        stockInDate: input.stockInDate,
        deliveryNoteNo: input.deliveryNoteNo?.trim() ?? '',
        acceptorName: input.acceptorName?.trim() ?? '',
        remark: input.remark?.trim() ?? '',
        photoIds: input.photoIds ?? [],
        lines: priced,
      });
      await settleOrderReceipt(tx, {
        tenantId: caller.tenantId,
        userId: caller.userId,
        now: deps.clock(),
        nextId,
        contract,
        order,
        orderLines,
        received: priced,
        stockInDate: input.stockInDate,
      });
      return docId;
    });
    return stockIn.detail(caller, id, lang);
  }

  /** kc-stock-in/materialPages for type 1: the open order's lines with quantity still to receive. */
  async function orderLines(
    caller: Caller,
    query: PageQuery & { orderId?: string; storehouseId?: string },
    lang: Lang,
  ) {
    if (!query.orderId) throw badRequest('receiptOrderRequired');
    const order = await findOrder(db, caller, query.orderId);
    if (!isOpenOrder(order.orderStatus)) throw refuseClosed(order, lang);
    const [lines, units] = await Promise.all([
      orderItemsOf(db, caller.tenantId, order.id),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    const open = lines.filter((line) => compareDecimal(openQtyOf(line), '0') > 0);
    const held =
      query.storehouseId && open.length
        ? await tenantScope(db, caller.tenantId)
            .from(kcStocks)
            .where(
              eq(kcStocks.storehouseId, query.storehouseId),
              inArray(
                kcStocks.materialId,
                open.map((line) => line.materialId),
              ),
            )
        : [];
    const heldOf = new Map(held.map((row) => [row.materialId, row]));
    const records = open.slice((query.current - 1) * query.size, query.current * query.size).map((line) => ({
      materialId: line.materialId,
      materialCode: line.materialCode,
      materialName: line.materialName,
      spec: line.spec,
      unit: line.unit,
      unitName: units(MATERIAL_UNIT_DICT, line.unit) || line.unit,
      stockQty: Number(heldOf.get(line.materialId)?.qty ?? 0),
      avgCost: Number(heldOf.get(line.materialId)?.avgCost ?? 0),
      orderItemId: line.id,
      orderQty: Number(line.orderQty),
      receivedQty: Number(line.receivedQty),
      closedQty: Number(line.closedQty),
      remainingQty: Number(openQtyOf(line)),
      unitPrice: Number(line.unitPrice),
      taxRate: Number(line.taxRate),
    }));
    return {
      records,
      total: open.length,
      size: query.size,
      current: query.current,
      pages: Math.ceil(open.length / query.size),
    };
  }

  /** stock-in/lists: the order's stock-ins, newest first (404 for an order not of the tenant). */
  async function ofOrder(caller: Caller, query: PageQuery & { orderId: string }, lang: Lang) {
    await findOrder(db, caller, query.orderId);
    return stockIn.page(caller, { ...query, stockInType: 1 }, lang);
  }

  return { create, orderLines, ofOrder };
}

export type OrderReceiptService = ReturnType<typeof createOrderReceiptService>;
