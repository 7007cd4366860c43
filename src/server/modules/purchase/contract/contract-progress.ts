import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cgOrders, htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { cwInvoiceContracts, cwPayments } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { ORDER_STATUS } from '../order/order-records.ts';
import { PAY_STATUS } from '../payment/payment-records.ts';

export interface ContractProgress {
  /** Contracts with a quantity left to order. */
  left: Set<string>;
  /** Orders per contract, and how many of them are still open (awaiting or partly received). */
  orders: Map<string, { all: number; open: number }>;
  /** Contracts finance binds (procurement-model I17): an invoice link or a payment request not voided. */
  bound: Set<string>;
  /** Contracts with a payment request in approval (no termination meanwhile). */
  paymentInApproval: Set<string>;
}

/**
 * What a page of contracts needs for its buttons, in one statement: on the in-process database every statement
 * waits behind the others, and four small look-ups per page cost a list as much as its own page query.
 * Each flag is an index probe per contract (lines, orders, invoice links and payments are indexed by contract).
 */
export async function progressOf(db: Database, tenantId: string, ids: string[]): Promise<ContractProgress> {
  const progress: ContractProgress = {
    left: new Set(),
    orders: new Map(),
    bound: new Set(),
    paymentInApproval: new Set(),
  };
  if (ids.length === 0) return progress;
  // Qualified by hand: drizzle writes a single table's columns bare, which inside a subquery would name its own.
  const contract = sql.raw('"ht_contract"."id"');
  const tenant = sql.raw('"ht_contract"."tenant_id"');
  const openStatuses = sql`(${ORDER_STATUS.AWAITING}, ${ORDER_STATUS.PARTLY})`;
  const paymentsNotVoided = sql`from ${cwPayments} p where p.tenant_id = ${tenant} and p.contract_id = ${contract}
    and p.is_deleted = 0 and p.pay_status <> ${PAY_STATUS.VOIDED}`;
  const rows = await tenantScope(db, tenantId)
    .from(htContracts, {
      id: htContracts.id,
      hasLeft: sql<boolean>`exists (select 1 from ${htContractItems} i where i.tenant_id = ${tenant}
        and i.contract_id = ${contract} and i.is_deleted = 0 and i.qty > i.ordered_qty)`,
      orders: sql<number>`(select count(*) from ${cgOrders} o where o.tenant_id = ${tenant}
        and o.contract_id = ${contract} and o.is_deleted = 0)`,
      openOrders: sql<number>`(select count(*) from ${cgOrders} o where o.tenant_id = ${tenant}
        and o.contract_id = ${contract} and o.is_deleted = 0 and o.order_status in ${openStatuses})`,
      linked: sql<boolean>`exists (select 1 from ${cwInvoiceContracts} l where l.tenant_id = ${tenant}
        and l.contract_id = ${contract} and l.is_deleted = 0)`,
      requested: sql<boolean>`exists (select 1 ${paymentsNotVoided})`,
      inApproval: sql<boolean>`exists (select 1 ${paymentsNotVoided} and p.approve_status
        between ${APPROVE_STATUS.PENDING_PM} and ${APPROVE_STATUS.PENDING_MANAGER})`,
    })
    .where(inArray(htContracts.id, ids));
  for (const row of rows) {
    if (row.hasLeft) progress.left.add(row.id);
    progress.orders.set(row.id, { all: Number(row.orders), open: Number(row.openOrders) });
    if (row.linked || row.requested) progress.bound.add(row.id);
    if (row.inApproval) progress.paymentInApproval.add(row.id);
  }
  return progress;
}
