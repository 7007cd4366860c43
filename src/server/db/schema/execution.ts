import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** What a demand line is allocated to (targetType): purchasers now; sourcing, contract and order lines later. */
export const ALLOCATION_TARGET = { PURCHASER: 1, SOURCING_ITEM: 2, CONTRACT_ITEM: 3, ORDER_ITEM: 4 } as const;
export const ALLOCATION_ACTIVE = 1;
export const ALLOCATION_CANCELLED = 0;

/**
 * 需求分配: one record per demand line and target, so that demand ≥ assigned ≥ sourced ≥ contracted ≥ ordered
 * ≥ received can be summed and traced per line. A purchaser assignment (targetType 1, targetId = the purchaser)
 * is the first stage; `usedQty` is how much of it a later stage (sourcing) has taken, and an assignment with
 * usedQty > 0 cannot be cancelled. At most one active record per line and target: assigning more to the same
 * purchaser raises its qty.
 */
export const cgNeedsAllocations = pgTable(
  'cg_needs_allocation',
  {
    id: id(),
    tenantId: tenantId(),
    needsId: ref('needs_id').notNull(),
    needsItemId: ref('needs_item_id').notNull(),
    targetType: integer('target_type').notNull(),
    targetId: ref('target_id').notNull(),
    qty: qty('qty').notNull(),
    usedQty: qty('used_qty').notNull().default('0'),
    // 1 有效, 0 已取消/已释放.
    allocStatus: integer('alloc_status').notNull().default(1),
    assignUser: ref('assign_user'),
    assignTime: at('assign_time'),
    cancelUser: ref('cancel_user'),
    cancelTime: at('cancel_time'),
    cancelReason: varchar('cancel_reason', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_needs_allocation_target_uq')
      .on(t.tenantId, t.needsItemId, t.targetType, t.targetId)
      .where(sql`${t.allocStatus} = 1`),
    index('cg_needs_allocation_target_idx').on(t.tenantId, t.targetType, t.targetId, t.allocStatus),
    index('cg_needs_allocation_item_idx').on(t.tenantId, t.needsItemId),
  ],
);

/**
 * 框架协议可下单明细: one row per line of an approved, executing framework contract (contractType 2), with what
 * is left to order on it and the period it covers. The demand summary reads it to split demand into "has a
 * framework contract" and "has none"; the contracts issue writes it when a framework contract is approved,
 * ordered from, terminated or voided. Until then it is empty, so every pending line is "has none".
 */
export const cgFrameworkContractLines = pgTable(
  'cg_framework_contract_line',
  {
    id: id(),
    tenantId: tenantId(),
    contractId: ref('contract_id').notNull(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    contractItemId: ref('contract_item_id').notNull(),
    materialId: ref('material_id').notNull(),
    supplierId: ref('supplier_id'),
    supplierName: varchar('supplier_name', { length: 200 }).notNull().default(''),
    contractPrice: price('contract_price').notNull(),
    remainingQty: qty('remaining_qty').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    // 1 履行中 executing; anything else is not offered.
    contractStatus: integer('contract_status').notNull().default(1),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cg_framework_contract_line_material_idx').on(t.tenantId, t.materialId)],
);

/**
 * 消息: what the approval engine (and later stages) tell a person. The text is not stored: the row keeps what
 * happened (msgType, document, node, who acted, the opinion) and the reader composes title and content in the
 * reader's language.
 */
export const cgMessages = pgTable(
  'cg_message',
  {
    id: id(),
    tenantId: tenantId(),
    receiverId: ref('receiver_id').notNull(),
    // 1 待办审批, 2 审批结果 (approved), 3 驳回通知, 4 分包通知, 5 到货通知, 6 付款通知, 7 资质到期.
    msgType: integer('msg_type').notNull(),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    bizId: ref('biz_id').notNull(),
    bizNo: varchar('biz_no', { length: 64 }).notNull().default(''),
    nodeCode: varchar('node_code', { length: 16 }).notNull().default(''),
    actorId: ref('actor_id'),
    actorName: varchar('actor_name', { length: 64 }).notNull().default(''),
    opinion: varchar('opinion', { length: 1000 }).notNull().default(''),
    readFlag: integer('read_flag').notNull().default(0),
    readTime: at('read_time'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cg_message_receiver_idx').on(t.tenantId, t.receiverId, t.readFlag, t.createTime.desc())],
);
