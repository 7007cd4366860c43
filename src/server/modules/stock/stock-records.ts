import { eq, inArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/stock';
import type { Database, Tx } from '../../db/database.ts';
import { cgOrders } from '../../db/schema/contracts.ts';
import { materials, storehouses } from '../../db/schema/master-data.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { cstDay, decimalFromJson, realDay } from '../../domain/values.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import type { Names } from '../../lib/code-names.ts';

/** What the stock-in and stock-out documents share: types, codes, and the checks of a storehouse, materials, days. */

type Schemas = components['schemas'];
export type StockInDetail = Schemas['StockInDetail'];
export type StockInSubmit = Schemas['StockInSubmit'];
export type StockOutDetail = Schemas['StockOutDetail'];
export type StockOutSubmit = Schemas['StockOutSubmit'];
export type StockLine = Schemas['StockLineBase'];
export type MaterialRow = typeof materials.$inferSelect;

export const STOCK_IN_TYPE_DICT = 'kc_stock_in_type';
export const STOCK_OUT_TYPE_DICT = 'kc_stock_out_type';
export const UNIT_DICT = 'material_unit';
export const DRAFT = 0;
export const POSTED = 1;

export const STOCK_IN_RESOURCE = 'kc_stock_in';
export const STOCK_OUT_RESOURCE = 'kc_stock_out';
export const STOCK_SUMMARY_RESOURCE = 'kc_stock_summary';

export const DOC_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '已确认', en: 'Posted' },
};
export const STOCK_IN_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '采购入库', en: 'Purchase receipt' },
  2: { zh: '其他入库', en: 'Other stock-in' },
};
export const STOCK_OUT_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '领用出库', en: 'Issue to use' },
  2: { zh: '其他出库', en: 'Other stock-out' },
};
export const BIZ_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '采购入库', en: 'Purchase receipt' },
  2: { zh: '其他入库', en: 'Other stock-in' },
  3: { zh: '领用出库', en: 'Issue to use' },
  4: { zh: '其他出库', en: 'Other stock-out' },
};

/** A purchase receipt is created (and posted) from its order, never through the other stock-in calls. */
export const purchaseFromOrder = () => new AppError(409, 'stockPurchaseFromOrder');

/** A document day: a real day, not after today (UTC+8). */
export function documentDay(field: string, text: string, today: Date): string {
  const day = realDay(field, text)!;
  if (day > cstDay(today)) throw badRequest('stockDateFuture', field, day);
  return day;
}

/** Lines' quantities (and receipt costs) as exact decimals, checked before anything is read. */
export function checkedQty(index: number, qty: number): string {
  const text = decimalFromJson(`items.${index}.qty`, qty, 3);
  if (!(qty > 0)) throw badRequest('fieldNotPositive', `items.${index}.qty`);
  return text;
}

/**
 * An enabled storehouse of the tenant (a disabled one takes no new movement). Posting asks for a share lock: a
 * disable or delete locks the row before it checks the stock, so the two never both see the other's "before".
 */
export async function assertStorehouseUsable(
  on: Database | Tx,
  tenantId: string,
  storehouseId: string,
  lock = false,
) {
  const query = tenantScope(on, tenantId)
    .from(storehouses)
    .where(eq(storehouses.id, storehouseId), eq(storehouses.isDeleted, 0));
  const [row] = await (lock ? query.for('share') : query);
  if (!row || row.status !== 1) throw badRequest('stockStorehouseUnusable', storehouseId);
  return row;
}

/**
 * The materials of the lines: each a live, enabled, stock-kept material of the tenant (400 naming the line).
 * Answers them by id for the line snapshots.
 */
export async function usableMaterials(
  on: Database | Tx,
  tenantId: string,
  lines: readonly { materialId: string }[],
): Promise<Map<string, MaterialRow>> {
  const ids = [...new Set(lines.map((line) => line.materialId))];
  const found = ids.length
    ? await tenantScope(on, tenantId).select(
        materials,
        inArray(materials.id, ids),
        eq(materials.isDeleted, 0),
      )
    : [];
  const byId = new Map(found.map((m) => [m.id, m]));
  lines.forEach((line, index) => {
    const material = byId.get(line.materialId);
    if (!material) throw badRequest('stockLineMaterialMissing', index, line.materialId);
    if (material.status !== 1) throw badRequest('stockLineMaterialDisabled', index, material.materialCode);
    if (material.isStock !== 1) throw badRequest('stockLineMaterialNotStocked', index, material.materialCode);
  });
  return byId;
}

/** numeric text → the JSON number the contract promises; null stays null. */
export const num = (text: string | null) => (text === null ? null : Number(text));

export type { Lang };

/** Names of the tenant's storehouses (deleted ones too: a posted document keeps naming its storehouse), by id. */
export async function storehouseNames(on: Database | Tx, tenantId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await tenantScope(on, tenantId)
    .from(storehouses, { id: storehouses.id, name: storehouses.storehouseName })
    .where(inArray(storehouses.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The order and contract numbers of purchase receipts' orders, by order id. */
export async function orderNumbers(on: Database | Tx, tenantId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map<string, { orderNo: string; contractNo: string }>();
  const rows = await tenantScope(on, tenantId)
    .from(cgOrders, { id: cgOrders.id, orderNo: cgOrders.orderNo, contractNo: cgOrders.contractNo })
    .where(inArray(cgOrders.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
