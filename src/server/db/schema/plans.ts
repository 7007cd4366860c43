import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Exact decimals, strings in TypeScript: quantities 3 dp, unit prices 4 dp, amounts 2 dp (as procurement.ts). */
const qty = (name: string) => numeric(name, { precision: 18, scale: 3 });
const price = (name: string) => numeric(name, { precision: 18, scale: 4 });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * 需求计划: what a project department plans to need, approved through the chain of bizType PLAN. Once approved it
 * changes only through an approved plan change (version + 1 each); demand bills draw from its lines.
 */
export const cgPlanNeeds = pgTable(
  'cg_plan_needs',
  {
    id: id(),
    tenantId: tenantId(),
    planNo: varchar('plan_no', { length: 32 }).notNull(),
    planName: varchar('plan_name', { length: 200 }).notNull(),
    // The project department (category 3); its place in the tree routes the approvals.
    deptId: ref('dept_id').notNull(),
    planType: varchar('plan_type', { length: 32 }).notNull().default(''),
    planPeriod: varchar('plan_period', { length: 7 }).notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    projectManagerId: ref('project_manager_id'),
    totalQty: qty('total_qty').notNull().default('0'),
    totalAmount: amount('total_amount').notNull().default('0'),
    ...approvalColumns,
    // 1 启用 (bills may draw from it), 0 停用; meaningful once approved.
    planStatus: integer('plan_status').notNull().default(1),
    version: integer('version').notNull().default(1),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_plan_needs_no_uq').on(t.tenantId, t.planNo),
    index('cg_plan_needs_queue_idx').on(t.tenantId, t.approveStatus, t.deptId),
    index('cg_plan_needs_list_idx').on(
      t.tenantId,
      t.createTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * 计划明细: one material line of a plan. demandedQty is not stored: it is the sum of the open lines of submitted
 * and approved bills naming the line (cg_needs_item.plan_item_id), read under this row's lock when it matters.
 */
export const cgPlanNeedsItems = pgTable(
  'cg_plan_needs_item',
  {
    id: id(),
    tenantId: tenantId(),
    planId: ref('plan_id').notNull(),
    lineNo: integer('line_no').notNull(),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull().default(''),
    categoryId: ref('category_id'),
    // As first approved (0 for a line a change added); planQty is the current one.
    originalQty: qty('original_qty').notNull(),
    planQty: qty('plan_qty').notNull(),
    unitPrice: price('unit_price'),
    amount: amount('amount'),
    needDate: date('need_date', { mode: 'string' }),
    usePart: varchar('use_part', { length: 200 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cg_plan_needs_item_plan_idx').on(t.planId, t.lineNo)],
);

/** 计划变更: add / raise / lower / delete lines of an approved plan; applied on its final approval (PLAN_CHANGE). */
export const cgPlanNeedsChanges = pgTable(
  'cg_plan_needs_change',
  {
    id: id(),
    tenantId: tenantId(),
    changeNo: varchar('change_no', { length: 32 }).notNull(),
    planId: ref('plan_id').notNull(),
    // The plan's department, copied so the engine routes the change like the plan.
    deptId: ref('dept_id').notNull(),
    projectManagerId: ref('project_manager_id'),
    changeReason: varchar('change_reason', { length: 500 }).notNull(),
    beforeVersion: integer('before_version').notNull(),
    afterVersion: integer('after_version'),
    applied: integer('applied').notNull().default(0),
    appliedTime: at('applied_time'),
    ...approvalColumns,
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('cg_plan_needs_change_no_uq').on(t.tenantId, t.changeNo),
    // At most one change in flight per plan, whatever the code path: the database refuses a second.
    uniqueIndex('cg_plan_needs_change_open_uq')
      .on(t.tenantId, t.planId)
      .where(sql`${t.isDeleted} = 0 and ${t.applied} = 0`),
    index('cg_plan_needs_change_queue_idx').on(t.tenantId, t.approveStatus, t.deptId),
  ],
);

/** 变更明细: one line of a change; planItemId null = a new plan line. */
export const cgPlanNeedsChangeItems = pgTable(
  'cg_plan_needs_change_item',
  {
    id: id(),
    tenantId: tenantId(),
    changeId: ref('change_id').notNull(),
    lineNo: integer('line_no').notNull(),
    planItemId: ref('plan_item_id'),
    // 1 新增, 2 调增, 3 调减, 4 删除 (decided by the server from before/after).
    changeType: integer('change_type').notNull(),
    materialId: ref('material_id').notNull(),
    materialCode: varchar('material_code', { length: 64 }).notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 32 }).notNull().default(''),
    categoryId: ref('category_id'),
    beforeQty: qty('before_qty').notNull(),
    afterQty: qty('after_qty').notNull(),
    beforePrice: price('before_price'),
    afterPrice: price('after_price'),
    needDate: date('need_date', { mode: 'string' }),
    usePart: varchar('use_part', { length: 200 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [index('cg_plan_needs_change_item_change_idx').on(t.changeId, t.lineNo)],
);

/** 计划版本: version 1 at the plan's approval, then one row per applied change (append-only). */
export const cgPlanNeedsVersions = pgTable(
  'cg_plan_needs_version',
  {
    id: id(),
    tenantId: tenantId(),
    planId: ref('plan_id').notNull(),
    version: integer('version').notNull(),
    changeId: ref('change_id'),
    appliedUser: ref('applied_user'),
    appliedTime: at('applied_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cg_plan_needs_version_uq').on(t.tenantId, t.planId, t.version)],
);
