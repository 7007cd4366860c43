import type { Caller } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { kcStockInItems, kcStockIns } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../domain/decimal.ts';
import type { NextId } from '../../domain/ids.ts';
import { nextDocumentNo } from '../../documents/numbering.ts';
import type { StockPhotos } from './stock-photos.ts';
import { BIZ_TYPE, postStockMovement } from './stock-posting.ts';
import { POSTED, assertStorehouseUsable, documentDay, usableMaterials } from './stock-records.ts';

/** A purchase receipt as the order side has priced it (decimal text throughout). */
export interface PurchaseReceipt {
  orderId: string;
  contractId: string;
  supplierId: string;
  supplierName: string;
  projectId: string | null;
  storehouseId: string;
  stockInDate: string;
  deliveryNoteNo: string;
  acceptorName: string;
  /** 备注: what the acceptor noted on arrival. */
  remark: string;
  /** Uploaded pictures (attachIds), in the order shown. */
  photoIds: readonly string[];
  lines: {
    orderItemId: string;
    materialId: string;
    materialCode: string;
    materialName: string;
    spec: string;
    unit: string;
    arrivalQty: string;
    rejectedQty: string;
    /** Accepted (合格入库); 0 when the whole arrival was rejected: recorded, not posted. */
    qty: string;
    unitPrice: string;
    taxRate: string;
    /** Tax-inclusive. */
    amount: string;
    /** Tax-exclusive: what stock is valued at. */
    unitCost: string;
    costAmount: string;
    remark: string;
  }[];
}

/**
 * The stock half of a purchase receipt, inside the order side's transaction (which holds the order line locks):
 * the day (not after today), the storehouse (an enabled one of the tenant, share-locked as confirm does) and the
 * materials (enabled, stocked) are checked, then the RK… document is written already posted (status 1) and its
 * accepted quantities go through the one posting at their tax-exclusive cost; the photos are recorded with it.
 * Answers the document's id.
 */
export async function postPurchaseReceipt(
  tx: Tx,
  deps: { clock: () => Date; nextId: NextId; photos: Pick<StockPhotos, 'attach'> },
  caller: Caller,
  receipt: PurchaseReceipt,
): Promise<string> {
  const { clock, nextId } = deps;
  const now = clock();
  const tenantId = caller.tenantId;
  const stockInDate = documentDay('stockInDate', receipt.stockInDate, now);
  await assertStorehouseUsable(tx, tenantId, receipt.storehouseId, true);
  await usableMaterials(tx, tenantId, receipt.lines);
  const docId = nextId();
  const stockInNo = await nextDocumentNo(tx, tenantId, 'RK', clock);
  const stamp = { createUser: caller.userId, createTime: now, updateUser: caller.userId, updateTime: now };
  const rows = receipt.lines.map((line, index) => ({
    ...line,
    id: nextId(),
    stockInId: docId,
    lineNo: index + 1,
    ...stamp,
  }));
  const scope = tenantScope(tx, tenantId);
  await scope.insert(kcStockIns, [
    {
      id: docId,
      stockInNo,
      stockInType: 1,
      storehouseId: receipt.storehouseId,
      projectId: receipt.projectId,
      orderId: receipt.orderId,
      contractId: receipt.contractId,
      supplierId: receipt.supplierId,
      supplierName: receipt.supplierName,
      stockInDate,
      deliveryNoteNo: receipt.deliveryNoteNo,
      acceptorName: receipt.acceptorName,
      totalQty: sumDecimals(
        rows.map((r) => r.qty),
        3,
      ),
      totalAmount: sumDecimals(
        rows.map((r) => r.costAmount),
        2,
      ),
      amountInclTax: sumDecimals(
        rows.map((r) => r.amount),
        2,
      ),
      remark: receipt.remark,
      status: POSTED,
      postUser: caller.userId,
      postTime: now,
      createDept: caller.deptIds[0] ?? null,
      ...stamp,
    },
  ]);
  await scope.insert(kcStockInItems, rows);
  await deps.photos.attach(tx, caller, docId, receipt.photoIds, now);
  await postStockMovement(tx, tenantId, nextId, {
    direction: 'in',
    storehouseId: receipt.storehouseId,
    bizType: BIZ_TYPE.PURCHASE_IN,
    bizId: docId,
    bizNo: stockInNo,
    bizDate: stockInDate,
    userId: caller.userId,
    now,
    lines: rows
      .filter((row) => compareDecimal(row.qty, '0') > 0)
      .map((row) => ({
        itemId: row.id,
        materialId: row.materialId,
        materialCode: row.materialCode,
        qty: row.qty,
        unitCost: row.unitCost,
        costAmount: row.costAmount,
      })),
  });
  return docId;
}
