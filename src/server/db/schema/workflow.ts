import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 签收: a holder of a node's role took a waiting document for themselves (blade-flow claim-task). While the
 * document waits at that node in that round, only the claimant may act there; a new round or node is a new task,
 * so a claim needs no clean-up. The unique index makes two concurrent claims of one task one winner and one 409.
 */
export const wfTaskClaims = pgTable(
  'wf_task_claim',
  {
    id: id(),
    tenantId: tenantId(),
    bizType: varchar('biz_type', { length: 32 }).notNull(),
    bizId: ref('biz_id').notNull(),
    roundNo: integer('round_no').notNull(),
    nodeCode: varchar('node_code', { length: 16 }).notNull(),
    userId: ref('user_id').notNull(),
    claimTime: at('claim_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wf_task_claim_task_uq').on(t.tenantId, t.bizType, t.bizId, t.roundNo, t.nodeCode),
    index('wf_task_claim_user_idx').on(t.tenantId, t.userId),
  ],
);

/** 请假: a leave request, approved by the leaders of the applicant's department through the chain of LEAVE. */
export const wfLeaves = pgTable(
  'wf_leave',
  {
    id: id(),
    tenantId: tenantId(),
    leaveNo: varchar('leave_no', { length: 32 }).notNull(),
    processDefinitionId: varchar('process_definition_id', { length: 64 }).notNull(),
    // ANNUAL, SICK, PERSONAL, MARRIAGE, MATERNITY, OTHER (blade-desk.yaml LeaveType).
    leaveType: varchar('leave_type', { length: 16 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: numeric('days', { precision: 5, scale: 1 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    // The applicant's department: its place in the tree routes the approvals.
    deptId: ref('dept_id').notNull(),
    ...approvalColumns,
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('wf_leave_no_uq').on(t.tenantId, t.leaveNo),
    index('wf_leave_queue_idx').on(t.tenantId, t.approveStatus, t.deptId),
    index('wf_leave_creator_idx').on(t.tenantId, t.createUser),
  ],
);
