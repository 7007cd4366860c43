import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const cost = (name: string) => numeric(name, { precision: 18, scale: 4 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** Who posted a document and when; `status` (audit) is 0 草稿 until then, 1 posted after. */
const posting = {
  postUser: ref('post_user'),
  postTime: at('post_time'),
};

/**
 * 入库单: stockInType 1 采购入库 (against an order, arrives with the orders module), 2 其他入库 (otherType from
 * kc_stock_in_type). A draft (status 0) may change; a posted one (status 1) never does.
 */
export const kcStockIns = pgTable(
  'kc_stock_in',
  {
    id: id(),
    tenantId: tenantId(),
    stockInNo: varchar('stock_in_no', { length: 32 }).notNull(),
    stockInType: integer('stock_in_type').notNull(),
    otherType: varchar('other_type', { length: 32 }).notNull().default(''),
    storehouseId: ref('storehouse_id').notNull(),
    projectId: ref('project_id'),
    // The order it receives against (purchase type; null for other stock-ins), with the order's contract and
    // supplier copied so finance (payables aging, invoice links) and tracking read a receipt without joins.
    orderId: ref('order_id'),
    contractId: ref('contract_id'),
    supplierId: ref('supplier_id'),
    stockInDate: day('stock_in_date').notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull().default(''),
    deliveryNoteNo: varchar('delivery_note_no', { length: 64 }).notNull().default(''),
    acceptorName: varchar('acceptor_name', { length: 64 }).notNull().default(''),
    totalQty: qty('total_qty').notNull().default('0'),
    totalAmount: money('total_amount').notNull().default('0'),
    // Purchase type: Σ line amounts at the order's tax-inclusive price — what the contract's receivedAmount and
    // the payables count (totalAmount is the tax-exclusive cost that stock is valued at).
    amountInclTax: money('amount_incl_tax').notNull().default('0'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...posting,
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('kc_stock_in_contract_idx').on(t.tenantId, t.contractId, t.stockInDate),
    uniqueIndex('kc_stock_in_no_uq').on(t.tenantId, t.stockInNo),
    index('kc_stock_in_list_idx').on(t.tenantId, t.createTime),
    // 供应商绩效 reads a period's purchase receipts by their day.
    index('kc_stock_in_day_idx').on(t.tenantId, t.stockInType, t.stockInDate),
  ],
);

/** A stock-in line: a material snapshot, the quantity and its tax-exclusive cost. */
export const kcStockInItems = pgTable(
  'kc_stock_in_item',
  {
    id: id(),
    tenantId: tenantId(),
    stockInId: ref('stock_in_id').notNull(),
    lineNo: integer('line_no').notNull(),
    orderItemId: ref('order_item_id'),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull(),
    // Purchase type: 到货数量 = qty (合格入库) + rejectedQty (拒收); only qty enters stock and counts as received.
    arrivalQty: qty('arrival_qty'),
    rejectedQty: qty('rejected_qty').notNull().default('0'),
    qty: qty('qty').notNull(),
    // Purchase type: the order line's tax-inclusive unit price and rate; amount = round(qty × unitPrice, 2).
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    amount: money('amount'),
    unitCost: cost('unit_cost').notNull(),
    costAmount: money('cost_amount').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('kc_stock_in_item_doc_idx').on(t.tenantId, t.stockInId)],
);

/**
 * 入库照片: pictures of what arrived (a purchase receipt's goods, delivery note, damage), kept in object storage
 * (blade_attach) and named here with the stored object, from which a signed link is made on each read.
 */
export const kcStockInPhotos = pgTable(
  'kc_stock_in_photo',
  {
    id: id(),
    tenantId: tenantId(),
    stockInId: ref('stock_in_id').notNull(),
    attachId: ref('attach_id').notNull(),
    sortNo: integer('sort_no').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    objectName: varchar('object_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('kc_stock_in_photo_doc_idx').on(t.tenantId, t.stockInId, t.sortNo)],
);

/** 出库单: stockOutType 1 领用 (to a project use), 2 其他出库 (otherType from kc_stock_out_type). */
export const kcStockOuts = pgTable(
  'kc_stock_out',
  {
    id: id(),
    tenantId: tenantId(),
    stockOutNo: varchar('stock_out_no', { length: 32 }).notNull(),
    stockOutType: integer('stock_out_type').notNull(),
    otherType: varchar('other_type', { length: 32 }).notNull().default(''),
    storehouseId: ref('storehouse_id').notNull(),
    projectId: ref('project_id'),
    stockOutDate: day('stock_out_date').notNull(),
    receiveDeptName: varchar('receive_dept_name', { length: 100 }).notNull().default(''),
    receiverName: varchar('receiver_name', { length: 64 }).notNull().default(''),
    usePart: varchar('use_part', { length: 200 }).notNull().default(''),
    totalQty: qty('total_qty').notNull().default('0'),
    // Known once posted (the moving average at that moment).
    totalAmount: money('total_amount'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...posting,
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('kc_stock_out_no_uq').on(t.tenantId, t.stockOutNo),
    index('kc_stock_out_list_idx').on(t.tenantId, t.createTime),
  ],
);

/** A stock-out line; unitCost and costAmount are written when the document is posted. */
export const kcStockOutItems = pgTable(
  'kc_stock_out_item',
  {
    id: id(),
    tenantId: tenantId(),
    stockOutId: ref('stock_out_id').notNull(),
    lineNo: integer('line_no').notNull(),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull(),
    qty: qty('qty').notNull(),
    unitCost: cost('unit_cost'),
    costAmount: money('cost_amount'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('kc_stock_out_item_doc_idx').on(t.tenantId, t.stockOutId)],
);

/**
 * 库存余额, one row per storehouse × material that ever moved: quantity, tax-exclusive amount and the moving
 * average. Only postStockMovement writes it, under this row's lock; qty ≥ 0 is also a database check.
 */
export const kcStocks = pgTable(
  'kc_stock',
  {
    id: id(),
    tenantId: tenantId(),
    storehouseId: ref('storehouse_id').notNull(),
    materialId: ref('material_id').notNull(),
    qty: qty('qty').notNull().default('0'),
    amount: money('amount').notNull().default('0'),
    avgCost: cost('avg_cost').notNull().default('0'),
    inQtyTotal: qty('in_qty_total').notNull().default('0'),
    outQtyTotal: qty('out_qty_total').notNull().default('0'),
    firstInDate: day('first_in_date'),
    lastInDate: day('last_in_date'),
    lastOutDate: day('last_out_date'),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_stock_key_uq').on(t.tenantId, t.storehouseId, t.materialId),
    check('kc_stock_qty_nonnegative', sql`${t.qty} >= 0 and ${t.amount} >= 0`),
  ],
);

/**
 * 库存流水: append-only, one row per posted line, with the balance right after it. bizType 1 采购入库,
 * 2 其他入库, 3 领用出库, 4 其他出库; direction +1 / −1; qty and costAmount always positive.
 */
export const kcStockLedger = pgTable(
  'kc_stock_ledger',
  {
    id: id(),
    tenantId: tenantId(),
    storehouseId: ref('storehouse_id').notNull(),
    materialId: ref('material_id').notNull(),
    bizType: integer('biz_type').notNull(),
    bizId: ref('biz_id').notNull(),
    bizNo: varchar('biz_no', { length: 32 }).notNull(),
    bizItemId: ref('biz_item_id').notNull(),
    bizDate: day('biz_date').notNull(),
    direction: integer('direction').notNull(),
    qty: qty('qty').notNull(),
    unitCost: cost('unit_cost').notNull(),
    costAmount: money('cost_amount').notNull(),
    balanceQty: qty('balance_qty').notNull(),
    balanceAmount: money('balance_amount').notNull(),
    createUser: ref('create_user'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('kc_stock_ledger_key_idx').on(t.tenantId, t.storehouseId, t.materialId, t.id),
    index('kc_stock_ledger_day_idx').on(t.tenantId, t.bizDate),
    index('kc_stock_ledger_biz_idx').on(t.tenantId, t.bizId),
  ],
);
