import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Exact decimals, strings in TypeScript: quantities 3 dp, unit prices 4 dp, amounts 2 dp (as procurement.ts). */
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** 寻源状态: 1 进行中, 2 已定标 (approved), 3 已作废 (voided; its allocations released). */
export const SOURCING_STATUS = { OPEN: 1, AWARDED: 2, VOID: 3 } as const;

/**
 * 寻源单: made by a purchaser from their assigned demand lines (create-sourcing), approved (定标审批) through the
 * chain of bizType SOURCING. deptId is the project department of its first demand line: it routes the approvals
 * (the director and area manager above that department), as a demand bill's does.
 */
export const cgSourcing = pgTable(
  'cg_sourcing',
  {
    id: id(),
    tenantId: tenantId(),
    sourcingNo: varchar('sourcing_no', { length: 32 }).notNull(),
    sourcingName: varchar('sourcing_name', { length: 200 }).notNull(),
    // Dictionary purchar_type; 2 询比价 needs three valid offers per line or lessThanThreeReason (I10).
    purcharType: varchar('purchar_type', { length: 32 }).notNull().default('2'),
    purchaserId: ref('purchaser_id').notNull(),
    deptId: ref('dept_id').notNull(),
    quoteDeadline: at('quote_deadline'),
    currency: varchar('currency', { length: 16 }).notNull().default('CNY'),
    budgetAmount: amount('budget_amount').notNull().default('0'),
    winAmount: amount('win_amount').notNull().default('0'),
    evaluationNote: varchar('evaluation_note', { length: 1000 }).notNull().default(''),
    lessThanThreeReason: varchar('less_than_three_reason', { length: 500 }).notNull().default(''),
    ...approvalColumns,
    // 0 未生成, 1 部分生成, 2 已生成 (written by the contracts stage).
    contractStatus: integer('contract_status').notNull().default(0),
    sourcingStatus: integer('sourcing_status').notNull().default(SOURCING_STATUS.OPEN),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_sourcing_no_uq').on(t.tenantId, t.sourcingNo),
    index('cg_sourcing_queue_idx').on(t.tenantId, t.approveStatus, t.deptId),
    index('cg_sourcing_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
  ],
);

/**
 * 寻源明细: one demand line's share taken from one purchaser assignment (allocationId, targetType 1), with the
 * material snapshot; sourceAllocationId is the line's own allocation record (targetType 2) that makes the
 * sourced quantity traceable on the demand line. awardedQty = Σ winQty of its awards.
 */
export const cgSourcingItems = pgTable(
  'cg_sourcing_item',
  {
    id: id(),
    tenantId: tenantId(),
    sourcingId: ref('sourcing_id').notNull(),
    lineNo: integer('line_no').notNull(),
    needsId: ref('needs_id').notNull(),
    needsItemId: ref('needs_item_id').notNull(),
    allocationId: ref('allocation_id').notNull(),
    sourceAllocationId: ref('source_allocation_id').notNull(),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull().default(''),
    qty: qty('qty').notNull(),
    budgetPrice: price('budget_price'),
    needDate: date('need_date', { mode: 'string' }),
    awardedQty: qty('awarded_qty').notNull().default('0'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('cg_sourcing_item_sourcing_idx').on(t.tenantId, t.sourcingId, t.lineNo),
    // 价格趋势 reads one material's offers through its sourcing lines.
    index('cg_sourcing_item_material_idx').on(t.tenantId, t.materialId),
  ],
);

/** 邀请供应商: who may quote on the bill (eligible at invitation), with its quote status and offer total. */
export const cgSourcingSuppliers = pgTable(
  'cg_sourcing_supplier',
  {
    id: id(),
    tenantId: tenantId(),
    sourcingId: ref('sourcing_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    contactName: varchar('contact_name', { length: 64 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    // 0 未报价, 1 已报价, 2 放弃报价.
    quoteStatus: integer('quote_status').notNull().default(0),
    totalOfferAmount: amount('total_offer_amount').notNull().default('0'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_sourcing_supplier_uq')
      .on(t.tenantId, t.sourcingId, t.supplierId)
      .where(sql`${t.isDeleted} = 0`),
  ],
);

/** 报价: one invited supplier's offer on one line (tax-inclusive unit price; amount = line qty × unitPrice). */
export const cgSourcingOffers = pgTable(
  'cg_sourcing_offer',
  {
    id: id(),
    tenantId: tenantId(),
    sourcingId: ref('sourcing_id').notNull(),
    sourcingItemId: ref('sourcing_item_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    unitPrice: price('unit_price').notNull(),
    // Percent, e.g. 13.00.
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('13'),
    unitPriceExclTax: price('unit_price_excl_tax').notNull(),
    amount: amount('amount').notNull(),
    deliveryDays: integer('delivery_days'),
    brand: varchar('brand', { length: 100 }).notNull().default(''),
    model: varchar('model', { length: 100 }).notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    paymentTerms: varchar('payment_terms', { length: 200 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_sourcing_offer_uq')
      .on(t.tenantId, t.sourcingItemId, t.supplierId)
      .where(sql`${t.isDeleted} = 0`),
    index('cg_sourcing_offer_sourcing_idx').on(t.tenantId, t.sourcingId),
  ],
);

/**
 * 定标: per sourcing line × supplier the awarded quantity at the offer's price (Σ winQty ≤ line qty, checked
 * under the line's lock). reason is required when the offer was not the lowest valid one. The contracts stage
 * reads winQty / winPrice and raises contractedQty (Σ over non-void contracts ≤ winQty, I11).
 */
export const cgSourcingAwards = pgTable(
  'cg_sourcing_award',
  {
    id: id(),
    tenantId: tenantId(),
    sourcingId: ref('sourcing_id').notNull(),
    sourcingItemId: ref('sourcing_item_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    offerId: ref('offer_id').notNull(),
    winQty: qty('win_qty').notNull(),
    winPrice: price('win_price').notNull(),
    winAmount: amount('win_amount').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    contractedQty: qty('contracted_qty').notNull().default('0'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_sourcing_award_uq')
      .on(t.tenantId, t.sourcingItemId, t.supplierId)
      .where(sql`${t.isDeleted} = 0`),
    index('cg_sourcing_award_sourcing_idx').on(t.tenantId, t.sourcingId, t.supplierId),
  ],
);

/** 供应商报价文件: an attachment (object storage) of one invited supplier; fileType 1 报价单, 2 资质, 3 技术方案. */
export const cgSourcingOfferFiles = pgTable(
  'cg_sourcing_offer_file',
  {
    id: id(),
    tenantId: tenantId(),
    sourcingId: ref('sourcing_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    fileType: integer('file_type').notNull().default(1),
    attachId: ref('attach_id').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    fileSize: integer('file_size').notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cg_sourcing_offer_file_idx').on(t.tenantId, t.sourcingId, t.supplierId)],
);
