import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-plans';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { multiplyDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { Names } from '../../../lib/code-names.ts';
import { notFound } from '../../../lib/records.ts';

/** What every part of the demand plan module shares: its types, codes, and how a plan and its lines are read. */

type Schemas = components['schemas'];
export type PlanHeader = Schemas['PlanHeader'];
export type PlanDetail = Schemas['PlanDetail'];
export type PlanItem = Schemas['PlanItem'];
export type PlanSubmit = Schemas['PlanSubmit'];
export type PlanImport = Schemas['PlanImport'];
export type PlanMaterial = Schemas['PlanMaterial'];
export type PlanVersion = Schemas['PlanVersion'];
export type PlanRow = typeof cgPlanNeeds.$inferSelect;
export type PlanItemRow = typeof cgPlanNeedsItems.$inferSelect;

export interface PlanFilter {
  planNo?: string;
  planName?: string;
  approveStatus?: number;
  planStatus?: number;
  deptId?: string;
  mine?: number;
  createTimeFrom?: string;
  createTimeTo?: string;
}
export type PlanQueueFilter = Pick<PlanFilter, 'planNo' | 'planName' | 'deptId'>;

/** The menu code (button permissions `cg_plan_needs_*`) and the data-scope resource of the list. */
export const PLAN_RESOURCE = 'cg_plan_needs';
export const PLAN_ENABLED = 1;
export const PLAN_DISABLED = 0;

export const PLAN_STATUS_NAMES: Record<number, Names> = {
  0: { zh: '停用', en: 'Disabled' },
  1: { zh: '启用', en: 'Enabled' },
};

export const livePlan = eq(cgPlanNeeds.isDeleted, 0);
export const livePlanItem = eq(cgPlanNeedsItems.isDeleted, 0);

/** round(qty × price, 2) half-up, exactly; no price, no amount. */
export const lineAmount = (qty: string, price: string | null) =>
  price === null ? null : multiplyDecimal(qty, price, 2);

/** a − b, exactly, with 3 decimals (quantities). */
export const minusQty = (a: string, b: string) =>
  sumDecimals([a, b.startsWith('-') ? b.slice(1) : `-${b}`], 3);

export function planTotals(lines: { planQty: string; amount: string | null }[]) {
  return {
    totalQty: sumDecimals(
      lines.map((line) => line.planQty),
      3,
    ),
    totalAmount: sumDecimals(
      lines.map((line) => line.amount ?? '0'),
      2,
    ),
  };
}

/** One live plan of the caller's tenant (404 otherwise), under a row lock when asked. */
export async function findPlan(
  on: Database | Tx,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  lock = false,
): Promise<PlanRow> {
  const query = tenantScope(on, caller.tenantId).from(cgPlanNeeds).where(eq(cgPlanNeeds.id, id), livePlan);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

/** A plan's live lines in lineNo order (locked when asked: the rows a quantity check reads against). */
export async function planItemsOf(
  on: Database | Tx,
  tenantId: string,
  planId: string,
  lock = false,
): Promise<PlanItemRow[]> {
  const query = tenantScope(on, tenantId)
    .from(cgPlanNeedsItems)
    .where(eq(cgPlanNeedsItems.planId, planId), livePlanItem)
    .orderBy(asc(cgPlanNeedsItems.lineNo), asc(cgPlanNeedsItems.id));
  return lock ? query.for('update') : query;
}
