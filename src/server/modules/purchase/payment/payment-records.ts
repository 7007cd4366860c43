import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-payment';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cwPaids, cwPaymentFiles, cwPaymentOrders, cwPayments } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import type { Names } from '../../../lib/code-names.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the payment module shares: its types, codes, and how a request and its parts are read. */

type Schemas = components['schemas'];
export type PaymentHeader = Schemas['PaymentHeader'];
export type PaymentDetail = Schemas['PaymentDetail'];
export type PaymentSubmit = Schemas['PaymentSubmit'];
export type PaymentOperation = Schemas['PaymentOperation'];
export type PaidSubmit = Schemas['PaidSubmit'];
export type PaidRecord = Schemas['PaidRecord'];
export type ContractFigures = Schemas['ContractFigures'];
export type PaymentRow = typeof cwPayments.$inferSelect;
export type PaidRow = typeof cwPaids.$inferSelect;

/** Menu codes (button permissions `cw_payment_*`, `cw_paid_*`). */
export const PAYMENT_RESOURCE = 'cw_payment';
export const PAID_RESOURCE = 'cw_paid';
export const PAY_CONTENT_DICT = 'pay_content';
export const PAY_METHOD_DICT = 'cw_pay_method';

/** Dictionary pay_content keys the rules name: the advance and the retention; every other key pays for goods. */
export const PAY_CONTENT = { ADVANCE: '1', RETENTION: '5' } as const;

export const PAY_STATUS = { UNPAID: 0, PARTLY: 1, PAID: 2, VOIDED: 3 } as const;
export const PAY_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '未支付', en: 'Unpaid' },
  1: { zh: '部分支付', en: 'Partly paid' },
  2: { zh: '已支付', en: 'Paid' },
  3: { zh: '已作废', en: 'Voided' },
};

/** Submitted (pending or approved) and not voided: the requests that count as applied on their contract. */
export const counted = () =>
  and(
    eq(cwPayments.isDeleted, 0),
    ne(cwPayments.payStatus, PAY_STATUS.VOIDED),
    sql`${cwPayments.approveStatus} between ${APPROVE_STATUS.PENDING_PM} and ${APPROVE_STATUS.APPROVED}`,
  )!;

export const livePayment = eq(cwPayments.isDeleted, 0);

/** One live request of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findPayment(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<PaymentRow> {
  const query = tenantScope(on, caller.tenantId).from(cwPayments).where(eq(cwPayments.id, id), livePayment);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

export function ordersOf(on: Database | Tx, tenantId: string, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return tenantScope(on, tenantId)
    .from(cwPaymentOrders)
    .where(inArray(cwPaymentOrders.paymentId, [...paymentIds]), eq(cwPaymentOrders.isDeleted, 0))
    .orderBy(asc(cwPaymentOrders.createTime), asc(cwPaymentOrders.id));
}

export function filesOf(on: Database | Tx, tenantId: string, paymentId: string) {
  return tenantScope(on, tenantId)
    .from(cwPaymentFiles)
    .where(eq(cwPaymentFiles.paymentId, paymentId), eq(cwPaymentFiles.isDeleted, 0))
    .orderBy(asc(cwPaymentFiles.createTime), asc(cwPaymentFiles.id));
}

export function paidsOf(on: Database | Tx, tenantId: string, paymentId: string) {
  return tenantScope(on, tenantId)
    .from(cwPaids)
    .where(eq(cwPaids.paymentId, paymentId), eq(cwPaids.isDeleted, 0))
    .orderBy(asc(cwPaids.paidDate), asc(cwPaids.id));
}

/** Signed links to stored files (the resource module's file links), handed in by services.ts. */
export interface SignedLinks {
  link(tenantId: string, name: string, forever: boolean): Promise<string>;
}
