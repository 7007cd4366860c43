import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * 补充协议 (procurement-model HtContractSupplement): a change document against an executing contract, applied to
 * it on final approval. `changeTypes` is derived by the server from what the supplement holds ("1,2,3,4": 1 数量/
 * 价格变更 of existing lines, 2 新增物料, 3 延期, 4 条款变更). `approvalAmount` = Σ |line delta|, what the
 * approval levels' minimum amounts compare against (offsetting raises and cuts still count as change).
 */
export const htContractSupplements = pgTable(
  'ht_contract_supplement',
  {
    id: id(),
    tenantId: tenantId(),
    supplementNo: varchar('supplement_no', { length: 32 }).notNull(),
    supplementName: varchar('supplement_name', { length: 200 }).notNull(),
    contractId: ref('contract_id').notNull(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    // The contract's project department, copied so the engine routes the supplement like the contract.
    deptId: ref('dept_id').notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    changeTypes: varchar('change_types', { length: 16 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull(),
    signDate: date('sign_date', { mode: 'string' }),
    newEndDate: date('new_end_date', { mode: 'string' }),
    termChange: varchar('term_change', { length: 2000 }).notNull().default(''),
    deltaAmount: money('delta_amount').notNull().default('0'),
    approvalAmount: money('approval_amount').notNull().default('0'),
    // The contract's total before and after, written when the supplement is applied (null until then).
    contractAmountBefore: money('contract_amount_before'),
    contractAmountAfter: money('contract_amount_after'),
    endDateBefore: date('end_date_before', { mode: 'string' }),
    applied: integer('applied').notNull().default(0),
    appliedTime: at('applied_time'),
    ...approvalColumns,
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('ht_contract_supplement_no_uq').on(t.tenantId, t.supplementNo),
    // At most one supplement in flight (not yet applied) per contract, whatever the code path.
    uniqueIndex('ht_contract_supplement_open_uq')
      .on(t.tenantId, t.contractId)
      .where(sql`${t.isDeleted} = 0 and ${t.applied} = 0`),
    index('ht_contract_supplement_list_idx').on(t.tenantId, t.createTime.desc(), t.id.desc()),
    index('ht_contract_supplement_contract_idx').on(t.tenantId, t.contractId),
    index('ht_contract_supplement_queue_idx').on(t.tenantId, t.approveStatus, t.deptId),
  ],
);

/** 补充协议明细: contractItemId null = a new contract line; deltaAmount = after amount − before amount. */
export const htContractSupplementItems = pgTable(
  'ht_contract_supplement_item',
  {
    id: id(),
    tenantId: tenantId(),
    supplementId: ref('supplement_id').notNull(),
    lineNo: integer('line_no').notNull(),
    contractItemId: ref('contract_item_id'),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull(),
    categoryId: ref('category_id'),
    taxRate: rate('tax_rate').notNull(),
    beforeQty: qty('before_qty').notNull().default('0'),
    afterQty: qty('after_qty').notNull(),
    beforePrice: price('before_price').notNull().default('0'),
    afterPrice: price('after_price').notNull(),
    beforeAmount: money('before_amount').notNull().default('0'),
    afterAmount: money('after_amount').notNull(),
    deltaAmount: money('delta_amount').notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('ht_contract_supplement_item_doc_idx').on(t.tenantId, t.supplementId, t.lineNo)],
);

/** 补充协议附件: an object-storage attachment (blade_attach). */
export const htContractSupplementFiles = pgTable(
  'ht_contract_supplement_file',
  {
    id: id(),
    tenantId: tenantId(),
    supplementId: ref('supplement_id').notNull(),
    attachId: ref('attach_id').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    objectName: varchar('object_name', { length: 255 }).notNull(),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('ht_contract_supplement_file_doc_idx').on(t.tenantId, t.supplementId)],
);
