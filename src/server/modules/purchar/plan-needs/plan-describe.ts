import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cgPlanNeedsChanges, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { ApproveAction } from '../../../approval/allowed-actions.ts';
import {
  APPROVE_STATUS,
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../../../domain/approval/approval-codes.ts';
import { deptNames, userNames } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PLAN_STATUS_NAMES, livePlanItem, type PlanHeader, type PlanRow } from './plan-records.ts';

/** Names, labels, line counts and changes in flight for a set of plan headers, in a handful of queries. */
export async function describePlans(
  db: Database,
  tenantId: string,
  rows: PlanRow[],
  lang: Lang,
  options: { actions?: ReadonlyMap<string, ApproveAction[]>; mayToggle?: boolean } = {},
) {
  const ids = rows.map((row) => row.id);
  const scope = tenantScope(db, tenantId);
  const [deptsById, usersById, counts, open] = await Promise.all([
    deptNames(
      db,
      tenantId,
      rows.map((row) => row.deptId),
    ),
    userNames(db, tenantId, [
      ...rows.map((row) => row.projectManagerId),
      ...rows.map((row) => row.createUser),
    ]),
    ids.length
      ? scope
          .from(cgPlanNeedsItems, { planId: cgPlanNeedsItems.planId, n: count() })
          .where(inArray(cgPlanNeedsItems.planId, ids), livePlanItem)
          .groupBy(cgPlanNeedsItems.planId)
      : Promise.resolve([]),
    ids.length
      ? scope
          .from(cgPlanNeedsChanges, { planId: cgPlanNeedsChanges.planId })
          .where(
            inArray(cgPlanNeedsChanges.planId, ids),
            eq(cgPlanNeedsChanges.isDeleted, 0),
            eq(cgPlanNeedsChanges.applied, 0),
          )
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((c) => [c.planId, Number(c.n)]));
  const inFlight = new Set(open.map((c) => c.planId));
  return (row: PlanRow): PlanHeader => {
    const pending = isPending(row.approveStatus);
    return {
      id: row.id,
      planNo: row.planNo,
      planName: row.planName,
      deptId: row.deptId,
      deptName: deptsById.get(row.deptId) ?? '',
      planType: row.planType,
      planPeriod: row.planPeriod,
      startDate: row.startDate,
      endDate: row.endDate,
      projectManagerId: row.projectManagerId,
      projectManagerName: row.projectManagerId ? (usersById.get(row.projectManagerId) ?? '') : '',
      totalQty: Number(row.totalQty),
      totalAmount: Number(row.totalAmount),
      itemCount: countOf.get(row.id) ?? 0,
      approveStatus: row.approveStatus as PlanHeader['approveStatus'],
      approveStatusName: approveStatusName(row.approveStatus, lang),
      currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
      currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
      roundNo: row.roundNo,
      planStatus: row.planStatus === 1 ? 1 : 0,
      planStatusName: codeName(PLAN_STATUS_NAMES, row.planStatus, lang),
      version: row.version,
      changeInFlight: inFlight.has(row.id),
      lastRejectReason: row.lastRejectReason,
      submitTime: formatDateTime(row.submitTime),
      approveTime: formatDateTime(row.approveTime),
      remark: row.remark,
      createUser: row.createUser,
      createUserName: row.createUser ? (usersById.get(row.createUser) ?? '') : '',
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
      allowedActions: options.actions?.get(row.id) ?? [],
      canSetStatus: !!options.mayToggle && row.approveStatus === APPROVE_STATUS.APPROVED,
    };
  };
}
