import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });
const live = (t: { isDeleted: unknown }) => sql`${t.isDeleted} = 0`;

/**
 * 采购合同 (procurement-model HtContract). Buyer = one of the tenant's companies (blade_dept category 1 公司 or 2
 * 区域公司: the legal entities that sign); seller = an eligible supplier. `deptId` is the project department the
 * contract buys for: the approval engine routes by it (director and area manager above the project). Money is
 * tax-inclusive canonical; the tax split and the progress columns are recomputed from the lines in the same
 * transaction as every write that changes them.
 */
export const htContracts = pgTable(
  'ht_contract',
  {
    id: id(),
    tenantId: tenantId(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    contractName: varchar('contract_name', { length: 200 }).notNull(),
    // 1 单次采购合同, 2 框架协议 (单价合同: lines are amount-capped, ordered via the demand summary).
    contractType: integer('contract_type').notNull().default(1),
    // Filled by contracts created from sourcing awards (issue 12); null for contracts made by hand.
    sourcingId: ref('sourcing_id'),
    deptId: ref('dept_id').notNull(),
    buyerId: ref('buyer_id').notNull(),
    buyerName: varchar('buyer_name', { length: 200 }).notNull(),
    supplierId: ref('supplier_id').notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    salerAccountId: ref('saler_account_id'),
    salerBankName: varchar('saler_bank_name', { length: 200 }).notNull().default(''),
    salerAccountNo: varchar('saler_account_no', { length: 64 }).notNull().default(''),
    signDate: date('sign_date', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    taxRate: rate('tax_rate').notNull().default('13'),
    originalAmount: money('original_amount').notNull().default('0'),
    supplementAmount: money('supplement_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull().default('0'),
    amountExclTax: money('amount_excl_tax').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    orderedAmount: money('ordered_amount').notNull().default('0'),
    receivedAmount: money('received_amount').notNull().default('0'),
    // Finance (issue 15), each recomputed from its source rows in the transaction that changes them:
    // invoiced = Σ live cw_invoice_contract links; applied = Σ applyAmount of payment requests not voided;
    // paid = Σ cw_paid of its requests.
    invoicedAmount: money('invoiced_amount').notNull().default('0'),
    appliedAmount: money('applied_amount').notNull().default('0'),
    paidAmount: money('paid_amount').notNull().default('0'),
    // The last purchase stock-in against this contract: payables age from it and retention (质保金) falls due after it.
    lastReceiptDate: date('last_receipt_date', { mode: 'string' }),
    purchaserId: ref('purchaser_id'),
    deliveryTerms: varchar('delivery_terms', { length: 500 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...approvalColumns,
    // 0 未生效, 1 履行中, 2 已完成, 3 已终止, 4 已作废.
    contractStatus: integer('contract_status').notNull().default(0),
    terminateReason: varchar('terminate_reason', { length: 500 }).notNull().default(''),
    terminateTime: at('terminate_time'),
    terminateUser: ref('terminate_user'),
    cancelReason: varchar('cancel_reason', { length: 500 }).notNull().default(''),
    cancelTime: at('cancel_time'),
    cancelUser: ref('cancel_user'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('ht_contract_no_uq').on(t.tenantId, t.contractNo).where(live(t)),
    index('ht_contract_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
    index('ht_contract_queue_idx').on(t.tenantId, t.approveStatus),
    index('ht_contract_supplier_idx').on(t.tenantId, t.supplierId),
    // 采购过程跟踪 pages contracts in force newest first: walked in this order, each joined to its lines.
    // DESC NULLS FIRST is what "order by approve_time desc" means in PostgreSQL, so the index serves the order.
    index('ht_contract_tracking_idx')
      .on(t.tenantId, t.approveTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.approveStatus} = 5 and ${t.isDeleted} = 0`),
  ],
);

/** 合同明细: remaining = qty − orderedQty; orderedQty counts open and received order lines (closed qty released). */
export const htContractItems = pgTable(
  'ht_contract_item',
  {
    id: id(),
    tenantId: tenantId(),
    contractId: ref('contract_id').notNull(),
    lineNo: integer('line_no').notNull(),
    // The award this line comes from (issue 12); null for lines entered by hand.
    sourcingId: ref('sourcing_id'),
    sourcingItemId: ref('sourcing_item_id'),
    offerId: ref('offer_id'),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull(),
    categoryId: ref('category_id'),
    qty: qty('qty').notNull(),
    unitPrice: price('unit_price').notNull(),
    taxRate: rate('tax_rate').notNull(),
    unitPriceExclTax: price('unit_price_excl_tax').notNull(),
    amount: money('amount').notNull(),
    amountExclTax: money('amount_excl_tax').notNull(),
    taxAmount: money('tax_amount').notNull(),
    orderedQty: qty('ordered_qty').notNull().default('0'),
    receivedQty: qty('received_qty').notNull().default('0'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('ht_contract_item_contract_idx').on(t.tenantId, t.contractId, t.lineNo),
    index('ht_contract_item_material_idx').on(t.tenantId, t.materialId),
  ],
);

/** 付款条款: ratios (percent, 2 decimals) sum to exactly 100; amount = round(total × ratio / 100, 2), last takes the rest. */
export const htContractPayTerms = pgTable(
  'ht_contract_pay_term',
  {
    id: id(),
    tenantId: tenantId(),
    contractId: ref('contract_id').notNull(),
    lineNo: integer('line_no').notNull(),
    // Dictionary pay_content (1 预付款, 2 到货款, 3 进度款, 4 结算款, 5 质保金, 9 其他).
    payContent: varchar('pay_content', { length: 32 }).notNull(),
    ratio: rate('ratio').notNull(),
    amount: money('amount').notNull(),
    payCondition: varchar('pay_condition', { length: 500 }).notNull().default(''),
    dueDays: integer('due_days'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('ht_contract_pay_term_contract_idx').on(t.tenantId, t.contractId)],
);

/** 合同附件: an object-storage attachment (blade_attach) with its role; fileType 1 合同正文, 2 盖章扫描件, 3 其他. */
export const htContractFiles = pgTable(
  'ht_contract_file',
  {
    id: id(),
    tenantId: tenantId(),
    contractId: ref('contract_id').notNull(),
    attachId: ref('attach_id').notNull(),
    fileType: integer('file_type').notNull().default(3),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    // The stored object's name (blade_attach.name), from which a signed link is made on each read.
    objectName: varchar('object_name', { length: 255 }).notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('ht_contract_file_contract_idx').on(t.tenantId, t.contractId)],
);

/** 采购订单 (CgOrderInfo): 1 待到货, 2 部分到货, 3 已到货, 4 已关闭. No approval: the contract is the commitment. */
export const cgOrders = pgTable(
  'cg_order_info',
  {
    id: id(),
    tenantId: tenantId(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    contractId: ref('contract_id').notNull(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    supplierId: ref('supplier_id').notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    deptId: ref('dept_id').notNull(),
    storehouseId: ref('storehouse_id'),
    deliveryAddressId: ref('delivery_address_id'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    orderAmount: money('order_amount').notNull().default('0'),
    receivedAmount: money('received_amount').notNull().default('0'),
    orderStatus: integer('order_status').notNull().default(1),
    closeReason: varchar('close_reason', { length: 500 }).notNull().default(''),
    closeTime: at('close_time'),
    closeUser: ref('close_user'),
    purchaserId: ref('purchaser_id'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_order_info_no_uq').on(t.tenantId, t.orderNo),
    index('cg_order_info_contract_idx').on(t.tenantId, t.contractId),
    index('cg_order_info_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
  ],
);

/** 订单明细: open qty = orderQty − receivedQty − closedQty. */
export const cgOrderItems = pgTable(
  'cg_order_item',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: ref('order_id').notNull(),
    contractItemId: ref('contract_item_id').notNull(),
    lineNo: integer('line_no').notNull(),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull(),
    orderQty: qty('order_qty').notNull(),
    unitPrice: price('unit_price').notNull(),
    taxRate: rate('tax_rate').notNull(),
    amount: money('amount').notNull(),
    receivedQty: qty('received_qty').notNull().default('0'),
    closedQty: qty('closed_qty').notNull().default('0'),
    needDate: date('need_date', { mode: 'string' }),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('cg_order_item_order_idx').on(t.tenantId, t.orderId, t.lineNo),
    index('cg_order_item_contract_item_idx').on(t.tenantId, t.contractItemId),
  ],
);
