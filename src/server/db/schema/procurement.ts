import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Quantities (3 dp), unit prices (4 dp) and amounts (2 dp) are numeric: exact decimals, strings in TypeScript. */
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * The columns every approvable document header carries, under the same names, so the one approval engine reads
 * and writes any of them (domain/approval, src/server/approval/approval-store.ts).
 */
export const approvalColumns = {
  // 0 草稿, 1 待项目经理确认, 2 待总监审批, 3 待区域经理审批, 4 待经理审批, 5 审批通过, 6 已驳回.
  approveStatus: integer('approve_status').notNull().default(0),
  // PM / DIRECTOR / AREA_MANAGER / MANAGER while pending, otherwise null.
  currentNode: varchar('current_node', { length: 16 }),
  // Submissions so far; each resubmit starts a new round of the history.
  roundNo: integer('round_no').notNull().default(0),
  // The nodes of the current round, frozen at submit ("PM,DIRECTOR,MANAGER").
  approveChain: varchar('approve_chain', { length: 64 }).notNull().default(''),
  lastRejectReason: varchar('last_reject_reason', { length: 500 }).notNull().default(''),
  submitTime: at('submit_time'),
  approveTime: at('approve_time'),
};

/** Approval routing per document type and tenant (提报/审批配置); without a live row the default chain applies. */
export const cgReportConfigs = pgTable(
  'cg_report_config',
  {
    id: id(),
    tenantId: tenantId(),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    // Enabled nodes in chain order; the nodes not listed are skipped.
    nodes: varchar('nodes', { length: 64 }).notNull(),
    // 1 = the submitter may also approve at a node where they qualify (off: four-eyes).
    allowSelfApproval: integer('allow_self_approval').notNull().default(0),
    // Per-level minimum document amounts ("MANAGER:100000.00,AREA_MANAGER:20000"): a level whose minimum the
    // document's amount is below is skipped at submit (documents without an amount never skip).
    minAmounts: varchar('min_amounts', { length: 200 }).notNull().default(''),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_report_config_biz_uq')
      .on(t.tenantId, t.bizType)
      .where(sql`${t.isDeleted} = 0`),
  ],
);

/** The approval history of every approvable document (append-only). */
export const cgApproveRecords = pgTable(
  'cg_approve_record',
  {
    id: id(),
    tenantId: tenantId(),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    bizId: ref('biz_id').notNull(),
    bizNo: varchar('biz_no', { length: 64 }).notNull().default(''),
    roundNo: integer('round_no').notNull(),
    // SUBMIT, PM, DIRECTOR, AREA_MANAGER, MANAGER.
    nodeCode: varchar('node_code', { length: 16 }).notNull(),
    // 1 提交, 2 通过, 3 驳回, 4 撤回, 5 作废, 6 确认, 7 物料驳回.
    action: integer('action').notNull(),
    approverId: ref('approver_id').notNull(),
    approverName: varchar('approver_name', { length: 64 }).notNull().default(''),
    opinion: varchar('opinion', { length: 1000 }).notNull().default(''),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    actionTime: at('action_time').notNull().defaultNow(),
  },
  (t) => [
    index('cg_approve_record_biz_idx').on(t.tenantId, t.bizType, t.bizId, t.roundNo),
    // 已办 / 已发 (the flow inbox) read one person's actions across every document type.
    index('cg_approve_record_approver_idx').on(t.tenantId, t.approverId, t.actionTime),
    // 审批时效 reads a period's decisions across every document type.
    index('cg_approve_record_time_idx').on(t.tenantId, t.actionTime),
  ],
);

/** 需求单: a project department's demand for materials, approved through the chain of bizType NEEDS. */
export const cgNeeds = pgTable(
  'cg_needs',
  {
    id: id(),
    tenantId: tenantId(),
    needsNo: varchar('needs_no', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    // The project department (blade_dept, category 3); its place in the tree routes the approvals.
    deptId: ref('dept_id').notNull(),
    businessType: varchar('business_type', { length: 32 }).notNull().default(''),
    planNeedsId: ref('plan_needs_id'),
    needDate: date('need_date', { mode: 'string' }),
    deliveryAddressId: ref('delivery_address_id'),
    projectManagerId: ref('project_manager_id'),
    // Σ of the lines not rejected.
    totalQty: qty('total_qty').notNull().default('0'),
    estimatedAmount: amount('estimated_amount').notNull().default('0'),
    ...approvalColumns,
    // 0 待执行, 1 执行中, 2 已完成, 3 已作废 (meaningful once approved).
    execStatus: integer('exec_status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    // Not partial: a bill number is never reused, even after its bill is deleted.
    uniqueIndex('cg_needs_no_uq').on(t.tenantId, t.needsNo),
    index('cg_needs_queue_idx').on(t.tenantId, t.approveStatus, t.deptId),
    index('cg_needs_creator_idx').on(t.tenantId, t.createUser),
    // The list's order (newest first): a page reads 10 index entries instead of sorting every bill (bench/).
    index('cg_needs_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** 需求明细: one material line of a demand bill; material fields are a snapshot taken at save. */
export const cgNeedsItems = pgTable(
  'cg_needs_item',
  {
    id: id(),
    tenantId: tenantId(),
    needsId: ref('needs_id').notNull(),
    lineNo: integer('line_no').notNull(),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull().default(''),
    categoryId: ref('category_id'),
    brandRequirement: varchar('brand_requirement', { length: 200 }).notNull().default(''),
    technicalParams: varchar('technical_params', { length: 500 }).notNull().default(''),
    qty: qty('qty').notNull(),
    estimatedPrice: price('estimated_price'),
    estimatedAmount: amount('estimated_amount'),
    needDate: date('need_date', { mode: 'string' }),
    usePart: varchar('use_part', { length: 200 }).notNull().default(''),
    planItemId: ref('plan_item_id'),
    // 1 正常, 2 已驳回 (rejectMaterial), 3 已关闭.
    itemStatus: integer('item_status').notNull().default(1),
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    rejectUser: ref('reject_user'),
    rejectTime: at('reject_time'),
    // 采购方式, a `purchar_type` key set on the demand summary; empty until set.
    purcharType: varchar('purchar_type', { length: 32 }).notNull().default(''),
    // 分包状态: 2 未分包, 3 部分分包, 1 已分包 (assignedQty = qty); moved by cg-needs-subpackage.
    purcharStatus: integer('purchar_status').notNull().default(2),
    // Σ qty of the line's active purchaser assignments (cg_needs_allocation), kept in the same transaction.
    assignedQty: qty('assigned_qty').notNull().default('0'),
    // 已到货: Σ accepted qty of purchase stock-ins whose order line leads here (order line → contract line →
    // sourcing line → this line), kept by the receipt's transaction under this row's lock.
    receivedQty: qty('received_qty').notNull().default('0'),
    // 已签合同: Σ qty of the approved contract lines made from this line (through its sourcing lines) — a
    // terminated contract counts what was ordered on it, a void one nothing; kept by contract/demand-contracted.ts
    // when a contract comes into force, is terminated or voided, or a supplement changes it.
    contractedQty: qty('contracted_qty').notNull().default('0'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('cg_needs_item_needs_idx').on(t.needsId, t.lineNo),
    // What a plan line has given out (plan control, plan summary) is summed over the bill lines naming it.
    index('cg_needs_item_plan_item_idx').on(t.planItemId),
    // The demand summary and sub-packaging read only the lines still to assign, per material: over a history of
    // millions of lines, most of them assigned, this index keeps those reads proportional to what is pending.
    index('cg_needs_item_pending_idx')
      .on(t.tenantId, t.materialId)
      .where(sql`${t.isDeleted} = 0 and ${t.itemStatus} = 1 and ${t.qty} > ${t.assignedQty}`),
  ],
);

/**
 * Daily document-number counters (需求单 XQ + yyyyMMdd + 0001): one row per tenant, prefix and day, bumped with
 * an upsert inside the transaction that creates the document. The row lock serialises concurrent creators, so
 * two bills never get the same number, and a rolled-back creation gives its number back.
 */
export const cgNoSequences = pgTable(
  'cg_no_sequence',
  {
    tenantId: tenantId(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    day: varchar('day', { length: 8 }).notNull(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.day] })],
);
