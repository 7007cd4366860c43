import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import { and, asc, count, desc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgPlanNeeds, cgPlanNeedsChangeItems, cgPlanNeedsChanges } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { ApproveAction } from '../../../approval/allowed-actions.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import {
  APPROVE_STATUS,
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
  type NodeCode,
} from '../../../domain/approval/approval-codes.ts';
import { deptNames, dictLabels, userNames } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type Page, type PageQuery } from '../../../lib/page.ts';
import type { DeptService } from '../../system/dept.service.ts';
import { documentScope } from '../../../documents/document-scope.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { MATERIAL_UNIT_DICT } from '../material.service.ts';
import { CHANGE_TYPE_NAMES } from '../plan-needs/plan-change-codes.ts';
import { demandedOf, demandedQty } from '../plan-needs/plan-control.ts';
import { PLAN_ENABLED, livePlan, minusQty } from '../plan-needs/plan-records.ts';
import {
  CHANGE_RESOURCE,
  changeItemsOf,
  findChange,
  liveChange,
  liveChangeItem,
  type ChangeDetail,
  type ChangeFilter,
  type ChangeHeader,
  type ChangeQueueFilter,
  type ChangeRow,
} from './plan-change-records.ts';

export const CHANGE_LIST_ORDER = [desc(cgPlanNeedsChanges.createTime), desc(cgPlanNeedsChanges.id)];

/** The lists, queues and detail of plan changes, and the plans a change may be raised on. */
export function createChangeReader(deps: {
  db: Database;
  depts: DeptService;
  scopeRules: ScopeRules;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, approval, scopeRules } = deps;

  async function deptSubtree(tenantId: string, column: typeof cgPlanNeedsChanges.deptId, deptId?: string) {
    if (!deptId) return undefined;
    const ids = await deps.depts.selfAndBelow(tenantId, deptId);
    return ids.length ? inArray(column, ids) : sql`false`;
  }

  /** Changes of plans whose number matches (a sub-select within the tenant). */
  function ofPlanNo(tenantId: string, planNo?: string): SQL | undefined {
    if (!planNo?.trim()) return undefined;
    const plans = tenantScope(db, tenantId)
      .from(cgPlanNeeds, { id: cgPlanNeeds.id })
      .where(contains(cgPlanNeeds.planNo, planNo));
    return inArray(cgPlanNeedsChanges.planId, plans);
  }

  async function listCondition(caller: Caller, filter: ChangeFilter) {
    // The 数据权限 granted on the change menu, over the same columns as plans and bills.
    const dataScope = await documentScope(scopeRules, caller, CHANGE_RESOURCE, cgPlanNeedsChanges);
    return tenantScope(db, caller.tenantId).where(
      cgPlanNeedsChanges,
      liveChange,
      dataScope,
      contains(cgPlanNeedsChanges.changeNo, filter.changeNo),
      ofPlanNo(caller.tenantId, filter.planNo),
      filter.approveStatus === undefined
        ? undefined
        : eq(cgPlanNeedsChanges.approveStatus, filter.approveStatus),
      await deptSubtree(caller.tenantId, cgPlanNeedsChanges.deptId, filter.deptId),
      filter.mine === 1 ? eq(cgPlanNeedsChanges.createUser, caller.userId) : undefined,
    );
  }

  async function describe(
    caller: Caller,
    rows: ChangeRow[],
    lang: Lang,
    actions?: ReadonlyMap<string, ApproveAction[]>,
  ) {
    const scope = tenantScope(db, caller.tenantId);
    const ids = rows.map((r) => r.id);
    const planIds = [...new Set(rows.map((r) => r.planId))];
    const [plans, depts, users, counts] = await Promise.all([
      planIds.length ? scope.select(cgPlanNeeds, inArray(cgPlanNeeds.id, planIds)) : [],
      deptNames(
        db,
        caller.tenantId,
        rows.map((r) => r.deptId),
      ),
      userNames(db, caller.tenantId, [
        ...rows.map((r) => r.createUser),
        ...rows.map((r) => r.projectManagerId),
      ]),
      ids.length
        ? scope
            .from(cgPlanNeedsChangeItems, { changeId: cgPlanNeedsChangeItems.changeId, n: count() })
            .where(inArray(cgPlanNeedsChangeItems.changeId, ids), liveChangeItem)
            .groupBy(cgPlanNeedsChangeItems.changeId)
        : [],
    ]);
    const planOf = new Map(plans.map((p) => [p.id, p]));
    const countOf = new Map(counts.map((c) => [c.changeId, Number(c.n)]));
    return (row: ChangeRow): ChangeHeader => {
      const pending = isPending(row.approveStatus);
      const plan = planOf.get(row.planId);
      return {
        id: row.id,
        changeNo: row.changeNo,
        planId: row.planId,
        planNo: plan?.planNo ?? '',
        planName: plan?.planName ?? '',
        deptId: row.deptId,
        deptName: depts.get(row.deptId) ?? '',
        projectManagerId: row.projectManagerId,
        projectManagerName: row.projectManagerId ? (users.get(row.projectManagerId) ?? '') : '',
        changeReason: row.changeReason,
        beforeVersion: row.beforeVersion,
        afterVersion: row.afterVersion,
        applied: row.applied === 1 ? 1 : 0,
        appliedTime: formatDateTime(row.appliedTime),
        itemCount: countOf.get(row.id) ?? 0,
        approveStatus: row.approveStatus as ChangeHeader['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        lastRejectReason: row.lastRejectReason,
        submitTime: formatDateTime(row.submitTime),
        approveTime: formatDateTime(row.approveTime),
        remark: row.remark,
        createUser: row.createUser,
        createUserName: row.createUser ? (users.get(row.createUser) ?? '') : '',
        createTime: formatDateTime(row.createTime),
        updateTime: formatDateTime(row.updateTime),
        allowedActions: actions?.get(row.id) ?? [],
      };
    };
  }

  async function headerPage(caller: Caller, found: Page<ChangeRow>, lang: Lang): Promise<Page<ChangeHeader>> {
    const actions = await approval.allowedActions(
      caller,
      found.records.map((row) => ({ id: row.id, row })),
    );
    const map = await describe(caller, found.records, lang, actions);
    return { ...found, records: found.records.map(map) };
  }

  /** A list's columns: the change's own and its round history (approval-page-reads.ts). */
  const LIST_COLUMNS = approvalListColumns(cgPlanNeedsChanges, 'PLAN_CHANGE');

  async function page(caller: Caller, query: PageQuery & ChangeFilter, lang: Lang) {
    const found = await pageOf(
      db,
      cgPlanNeedsChanges,
      await listCondition(caller, query),
      CHANGE_LIST_ORDER,
      query,
      undefined,
      LIST_COLUMNS,
    );
    return headerPage(caller, found, lang);
  }

  async function queue(caller: Caller, node: NodeCode, query: PageQuery & ChangeQueueFilter, lang: Lang) {
    const where = and(
      await approval.queueCondition(caller, node),
      contains(cgPlanNeedsChanges.changeNo, query.changeNo),
      ofPlanNo(caller.tenantId, query.planNo),
      await deptSubtree(caller.tenantId, cgPlanNeedsChanges.deptId, query.deptId),
    );
    const order = [asc(cgPlanNeedsChanges.submitTime), asc(cgPlanNeedsChanges.id)];
    const found = await pageOf(db, cgPlanNeedsChanges, where, order, query, undefined, LIST_COLUMNS);
    return headerPage(caller, found, lang);
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<ChangeDetail> {
    const change = await findChange(db, caller, id);
    const items = await changeItemsOf(db, caller.tenantId, id);
    const actions = await approval.allowedActions(caller, [{ id, row: change }]);
    const [map, units, demanded] = await Promise.all([
      describe(caller, [change], lang, actions),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      demandedOf(
        db,
        caller.tenantId,
        items.flatMap((i) => (i.planItemId ? [i.planItemId] : [])),
      ),
    ]);
    return {
      ...map(change),
      items: items.map((item) => ({
        id: item.id,
        lineNo: item.lineNo,
        planItemId: item.planItemId,
        changeType: item.changeType as 1 | 2 | 3 | 4,
        changeTypeName: codeName(CHANGE_TYPE_NAMES, item.changeType, lang),
        materialId: item.materialId,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unit: item.unit,
        unitName: units(MATERIAL_UNIT_DICT, item.unit) || item.unit,
        beforeQty: Number(item.beforeQty),
        afterQty: Number(item.afterQty),
        changeQty: Number(minusQty(item.afterQty, item.beforeQty)),
        beforePrice: item.beforePrice === null ? null : Number(item.beforePrice),
        afterPrice: item.afterPrice === null ? null : Number(item.afterPrice),
        demandedQty: Number(item.planItemId ? demandedQty(demanded, item.planItemId) : '0'),
        needDate: item.needDate,
        usePart: item.usePart,
        reason: item.reason,
      })),
    };
  }

  /** Approved, enabled plans with no change in flight (planNeedsNoList), by number, at most 50. */
  async function changeablePlans(caller: Caller, query: { planNo?: string }) {
    const scope = tenantScope(db, caller.tenantId);
    const open = scope
      .from(cgPlanNeedsChanges, { id: cgPlanNeedsChanges.id })
      .where(eq(cgPlanNeedsChanges.planId, cgPlanNeeds.id), liveChange, eq(cgPlanNeedsChanges.applied, 0));
    const text = query.planNo?.trim();
    const plans = await scope
      .from(cgPlanNeeds)
      .where(
        livePlan,
        eq(cgPlanNeeds.approveStatus, APPROVE_STATUS.APPROVED),
        eq(cgPlanNeeds.planStatus, PLAN_ENABLED),
        notExists(open),
        text ? or(contains(cgPlanNeeds.planNo, text), contains(cgPlanNeeds.planName, text)) : undefined,
      )
      .orderBy(asc(cgPlanNeeds.planNo))
      .limit(50);
    const names = await deptNames(
      db,
      caller.tenantId,
      plans.map((p) => p.deptId),
    );
    return plans.map((plan) => ({
      id: plan.id,
      planNo: plan.planNo,
      planName: plan.planName,
      deptId: plan.deptId,
      deptName: names.get(plan.deptId) ?? '',
      version: plan.version,
      projectManagerId: plan.projectManagerId,
    }));
  }

  return { listCondition, describe, page, queue, detail, changeablePlans };
}

export type ChangeReader = ReturnType<typeof createChangeReader>;
