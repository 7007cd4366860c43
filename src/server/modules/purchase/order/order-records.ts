import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-contract';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgOrderItems, cgOrders } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notFound } from '../../../lib/records.ts';

type Schemas = components['schemas'];
export type OrderHeader = Schemas['OrderHeader'];
export type OrderDetail = Schemas['OrderDetail'];
export type OrderRow = typeof cgOrders.$inferSelect;
export type OrderItemRow = typeof cgOrderItems.$inferSelect;

/** The menu code (button permissions `cg_order_*`). */
export const ORDER_RESOURCE = 'cg_order';

export const ORDER_STATUS = { AWAITING: 1, PARTLY: 2, DELIVERED: 3, CLOSED: 4 } as const;
export const ORDER_STATUS_NAMES: Record<number, Names> = {
  1: { zh: '待到货', en: 'Awaiting delivery' },
  2: { zh: '部分到货', en: 'Partly delivered' },
  3: { zh: '已到货', en: 'Delivered' },
  4: { zh: '已关闭', en: 'Closed' },
};
export const orderStatusName = (status: number, lang: Lang) => codeName(ORDER_STATUS_NAMES, status, lang);
/** Orders still expecting goods: they block termination and may be closed. */
export const isOpenOrder = (status: number) =>
  status === ORDER_STATUS.AWAITING || status === ORDER_STATUS.PARTLY;

export async function findOrder(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
) {
  const query = tenantScope(on, caller.tenantId)
    .from(cgOrders)
    .where(eq(cgOrders.id, id), eq(cgOrders.isDeleted, 0));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

export function orderItemsOf(on: Database | Tx, tenantId: string, orderId: string) {
  return tenantScope(on, tenantId)
    .from(cgOrderItems)
    .where(eq(cgOrderItems.orderId, orderId), eq(cgOrderItems.isDeleted, 0))
    .orderBy(asc(cgOrderItems.lineNo));
}

/** What the caller's buttons allow on orders (the row's state decides the rest). */
export interface OrderGrants {
  close: boolean;
  receive: boolean;
}

/** An order as lists show it; `canClose` / `canReceive`: the caller's permission and the order's state together. */
export function toOrderHeader(
  row: OrderRow,
  lang: Lang,
  createUserName: string,
  may: OrderGrants,
): OrderHeader {
  return {
    id: row.id,
    orderNo: row.orderNo,
    contractId: row.contractId,
    contractNo: row.contractNo,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    orderDate: row.orderDate,
    expectedArrivalDate: row.expectedArrivalDate,
    orderAmount: Number(row.orderAmount),
    receivedAmount: Number(row.receivedAmount),
    orderStatus: row.orderStatus,
    orderStatusName: orderStatusName(row.orderStatus, lang),
    closeReason: row.closeReason,
    closeTime: formatDateTime(row.closeTime),
    createUserName,
    createTime: formatDateTime(row.createTime),
    canClose: may.close && isOpenOrder(row.orderStatus),
    canReceive: may.receive && isOpenOrder(row.orderStatus),
  };
}
