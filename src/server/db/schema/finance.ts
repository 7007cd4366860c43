import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });
const live = (t: { isDeleted: unknown }) => sql`${t.isDeleted} = 0`;

/**
 * 发票 (procurement-model CwInvoice): a supplier's invoice as finance registers it. totalAmount = amountExclTax +
 * taxAmount to the cent (I22); linkedAmount = Σ live links, recomputed in the transaction of every link write;
 * linkStatus 0 未关联, 1 部分关联, 2 已关联 follows from it. Unique per (invoiceCode, invoiceNo) within a tenant —
 * the code is '' for 数电票 / e-invoices, which carry a 20-digit number alone.
 */
export const cwInvoices = pgTable(
  'cw_invoice',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    invoiceCode: varchar('invoice_code', { length: 12 }).notNull().default(''),
    // Dictionary cw_invoice_type: 1 增值税专用发票, 2 增值税普通发票, 3 数电票(专), 4 数电票(普).
    invoiceType: varchar('invoice_type', { length: 32 }).notNull(),
    supplierId: ref('supplier_id').notNull(),
    sellerName: varchar('seller_name', { length: 200 }).notNull(),
    sellerTaxNo: varchar('seller_tax_no', { length: 20 }).notNull().default(''),
    buyerId: ref('buyer_id'),
    buyerName: varchar('buyer_name', { length: 200 }).notNull().default(''),
    buyerTaxNo: varchar('buyer_tax_no', { length: 20 }).notNull().default(''),
    invoiceDate: day('invoice_date').notNull(),
    amountExclTax: money('amount_excl_tax').notNull(),
    taxRate: rate('tax_rate'),
    taxAmount: money('tax_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    linkedAmount: money('linked_amount').notNull().default('0'),
    linkStatus: integer('link_status').notNull().default(0),
    // 专票 only: 0 未勾选认证, 1 已认证.
    certifyStatus: integer('certify_status').notNull().default(0),
    // The scan (blade_attach), from which a signed link is made on each read.
    attachId: ref('attach_id'),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    objectName: varchar('object_name', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cw_invoice_no_uq').on(t.tenantId, t.invoiceCode, t.invoiceNo).where(live(t)),
    index('cw_invoice_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
    index('cw_invoice_supplier_idx').on(t.tenantId, t.supplierId),
  ],
);

/**
 * 发票关联 (CwInvoiceContract): part of an invoice's total assigned to a contract, optionally narrowed to one of its
 * orders or stock-ins. Σ links per invoice ≤ its total and Σ links per contract ≤ the contract total (I22), both
 * checked under the invoice's and the contract's row locks; the contract's invoicedAmount is Σ its live links.
 */
export const cwInvoiceContracts = pgTable(
  'cw_invoice_contract',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: ref('invoice_id').notNull(),
    contractId: ref('contract_id').notNull(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    orderId: ref('order_id'),
    stockInId: ref('stock_in_id'),
    amount: money('amount').notNull(),
    linkTime: at('link_time').notNull().defaultNow(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('cw_invoice_contract_invoice_idx').on(t.tenantId, t.invoiceId),
    index('cw_invoice_contract_contract_idx').on(t.tenantId, t.contractId),
  ],
);

/**
 * 付款申请 (CwPayment): approved through the PAYMENT chain. payStatus 0 未支付, 1 部分支付, 2 已支付, 3 已作废.
 * The snapshot columns freeze what the approvers saw at submit (contract total, received, invoiced, paid and applied
 * before); paidAmount = Σ live cw_paid rows, recomputed in the transaction that writes one.
 */
export const cwPayments = pgTable(
  'cw_payment',
  {
    id: id(),
    tenantId: tenantId(),
    paymentNo: varchar('payment_no', { length: 32 }).notNull(),
    contractId: ref('contract_id').notNull(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    contractName: varchar('contract_name', { length: 200 }).notNull().default(''),
    supplierId: ref('supplier_id').notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    // The contract's project department: the approval engine routes by it.
    deptId: ref('dept_id').notNull(),
    // Dictionary pay_content (1 预付款, 2 进度款, 3 到货款, 4 结算款, 5 质保金).
    payContent: varchar('pay_content', { length: 32 }).notNull(),
    applyAmount: money('apply_amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    payeeAccountId: ref('payee_account_id').notNull(),
    payeeAccountName: varchar('payee_account_name', { length: 200 }).notNull(),
    payeeBankName: varchar('payee_bank_name', { length: 200 }).notNull(),
    payeeAccountNo: varchar('payee_account_no', { length: 64 }).notNull(),
    expectedPayDate: day('expected_pay_date'),
    applyReason: varchar('apply_reason', { length: 500 }).notNull().default(''),
    snapContractAmount: money('snap_contract_amount').notNull().default('0'),
    snapReceivedAmount: money('snap_received_amount').notNull().default('0'),
    snapInvoicedAmount: money('snap_invoiced_amount').notNull().default('0'),
    snapPaidBefore: money('snap_paid_before').notNull().default('0'),
    snapAppliedBefore: money('snap_applied_before').notNull().default('0'),
    ...approvalColumns,
    payStatus: integer('pay_status').notNull().default(0),
    paidAmount: money('paid_amount').notNull().default('0'),
    cancelReason: varchar('cancel_reason', { length: 500 }).notNull().default(''),
    cancelTime: at('cancel_time'),
    cancelUser: ref('cancel_user'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cw_payment_no_uq').on(t.tenantId, t.paymentNo),
    index('cw_payment_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
    index('cw_payment_contract_idx').on(t.tenantId, t.contractId),
    index('cw_payment_queue_idx').on(t.tenantId, t.approveStatus),
  ],
);

/** 付款关联订单 (CwPaymentOrder): the orders a payment request pays for, with the part of it each takes. */
export const cwPaymentOrders = pgTable(
  'cw_payment_order',
  {
    id: id(),
    tenantId: tenantId(),
    paymentId: ref('payment_id').notNull(),
    orderId: ref('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('cw_payment_order_payment_idx').on(t.tenantId, t.paymentId),
    index('cw_payment_order_order_idx').on(t.tenantId, t.orderId),
  ],
);

/** 付款附件: object-storage attachments of a payment request (fileType 1 付款依据, 2 其他). */
export const cwPaymentFiles = pgTable(
  'cw_payment_file',
  {
    id: id(),
    tenantId: tenantId(),
    paymentId: ref('payment_id').notNull(),
    attachId: ref('attach_id').notNull(),
    fileType: integer('file_type').notNull().default(2),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    objectName: varchar('object_name', { length: 255 }).notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cw_payment_file_payment_idx').on(t.tenantId, t.paymentId)],
);

/**
 * 支付记录 (CwPaid): a payment finance made against an approved, not voided request; paidAmount ≤ the request's
 * applyAmount − what was paid on it before (I21), checked under the request's row lock.
 */
export const cwPaids = pgTable(
  'cw_paid',
  {
    id: id(),
    tenantId: tenantId(),
    paidNo: varchar('paid_no', { length: 32 }).notNull(),
    paymentId: ref('payment_id').notNull(),
    paymentNo: varchar('payment_no', { length: 32 }).notNull(),
    contractId: ref('contract_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    paidAmount: money('paid_amount').notNull(),
    paidDate: day('paid_date').notNull(),
    // Dictionary cw_pay_method: 1 银行转账, 2 银行承兑汇票, 3 商业承兑汇票, 4 现金, 9 其他.
    payMethod: varchar('pay_method', { length: 32 }).notNull(),
    payerAccount: varchar('payer_account', { length: 64 }).notNull().default(''),
    bankSerialNo: varchar('bank_serial_no', { length: 64 }).notNull().default(''),
    // The bank receipt (银行回单) in object storage.
    attachId: ref('attach_id'),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    objectName: varchar('object_name', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cw_paid_no_uq').on(t.tenantId, t.paidNo),
    index('cw_paid_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
    index('cw_paid_payment_idx').on(t.tenantId, t.paymentId),
    index('cw_paid_contract_idx').on(t.tenantId, t.contractId),
  ],
);
