import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-plans';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgPlanNeedsChangeItems, cgPlanNeedsChanges } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { notFound } from '../../../lib/records.ts';

type Schemas = components['schemas'];
export type ChangeHeader = Schemas['ChangeHeader'];
export type ChangeDetail = Schemas['ChangeDetail'];
export type ChangeSubmit = Schemas['PlanChangeSubmit'];
export type ChangeRow = typeof cgPlanNeedsChanges.$inferSelect;
export type ChangeItemRow = typeof cgPlanNeedsChangeItems.$inferSelect;

export interface ChangeFilter {
  changeNo?: string;
  planNo?: string;
  approveStatus?: number;
  deptId?: string;
  mine?: number;
}
export type ChangeQueueFilter = Pick<ChangeFilter, 'changeNo' | 'planNo' | 'deptId'>;

export const CHANGE_RESOURCE = 'cg_plan_needs_change';
export const liveChange = eq(cgPlanNeedsChanges.isDeleted, 0);
export const liveChangeItem = eq(cgPlanNeedsChangeItems.isDeleted, 0);

export async function findChange(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<ChangeRow> {
  const query = tenantScope(on, caller.tenantId)
    .from(cgPlanNeedsChanges)
    .where(eq(cgPlanNeedsChanges.id, id), liveChange);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

export async function changeItemsOf(
  on: Database | Tx,
  tenantId: string,
  changeId: string,
): Promise<ChangeItemRow[]> {
  return tenantScope(on, tenantId)
    .from(cgPlanNeedsChangeItems)
    .where(eq(cgPlanNeedsChangeItems.changeId, changeId), liveChangeItem)
    .orderBy(asc(cgPlanNeedsChangeItems.lineNo), asc(cgPlanNeedsChangeItems.id));
}
