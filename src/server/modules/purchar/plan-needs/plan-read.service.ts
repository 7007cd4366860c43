import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import {
  cgPlanNeeds,
  cgPlanNeedsChangeItems,
  cgPlanNeedsChanges,
  cgPlanNeedsItems,
  cgPlanNeedsVersions,
} from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, type NodeCode } from '../../../domain/approval/approval-codes.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { categoryNames, deptNames, dictLabels, userNames } from '../../../documents/enrich.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { assertAnyPermission } from '../../../http/permission.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type Page, type PageQuery } from '../../../lib/page.ts';
import type { DeptService } from '../../system/dept.service.ts';
import { documentScope } from '../../../documents/document-scope.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { MATERIAL_UNIT_DICT } from '../material.service.ts';
import { CHANGE_TYPE_NAMES } from './plan-change-codes.ts';
import { demandedOf, demandedQty } from './plan-control.ts';
import { describePlans } from './plan-describe.ts';
import {
  PLAN_ENABLED,
  PLAN_RESOURCE,
  findPlan,
  livePlan,
  livePlanItem,
  minusQty,
  planItemsOf,
  type PlanDetail,
  type PlanFilter,
  type PlanHeader,
  type PlanMaterial,
  type PlanQueueFilter,
  type PlanRow,
  type PlanVersion,
} from './plan-records.ts';

export const PLAN_LIST_ORDER = [desc(cgPlanNeeds.createTime), desc(cgPlanNeeds.id)];

/**
 * Σ open bill lines of bills 1..5 drawing from a plan line, as SQL beside the line (planMaterial filters and the
 * summary sum on it). Correlated on the line's own tenant; the index cg_needs_item_plan_item_idx serves it.
 */
export const demandedSql = sql<string>`coalesce((select sum(ni.qty) from cg_needs_item ni
  join cg_needs n on n.id = ni.needs_id and n.tenant_id = ni.tenant_id
  where ni.plan_item_id = ${cgPlanNeedsItems.id} and ni.tenant_id = ${cgPlanNeedsItems.tenantId}
    and ni.is_deleted = 0 and ni.item_status = 1 and n.is_deleted = 0
    and n.approve_status between ${APPROVE_STATUS.PENDING_PM} and ${APPROVE_STATUS.APPROVED}), 0)`;

export interface MaterialFilter {
  planId?: string;
  deptId?: string;
  materialKeyword?: string;
  chosenIds?: string;
}

/** The lists, queues and detail of demand plans, and the plan lines a bill may draw from (planMaterial). */
export function createPlanReader(deps: {
  db: Database;
  depts: DeptService;
  scopeRules: ScopeRules;
  permissions: PermissionSource;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, scopeRules, approval } = deps;

  async function deptSubtree(tenantId: string, column: typeof cgPlanNeeds.deptId, deptId?: string) {
    if (!deptId) return undefined;
    const ids = await deps.depts.selfAndBelow(tenantId, deptId);
    return ids.length ? inArray(column, ids) : sql`false`;
  }

  async function listCondition(caller: Caller, filter: PlanFilter): Promise<SQL | undefined> {
    const created = dateRange(cgPlanNeeds.createTime, filter.createTimeFrom, filter.createTimeTo, {
      from: 'createTimeFrom',
      to: 'createTimeTo',
    });
    const dataScope = await documentScope(scopeRules, caller, PLAN_RESOURCE, cgPlanNeeds);
    return tenantScope(db, caller.tenantId).where(
      cgPlanNeeds,
      livePlan,
      dataScope,
      contains(cgPlanNeeds.planNo, filter.planNo),
      contains(cgPlanNeeds.planName, filter.planName),
      filter.approveStatus === undefined ? undefined : eq(cgPlanNeeds.approveStatus, filter.approveStatus),
      filter.planStatus === undefined ? undefined : eq(cgPlanNeeds.planStatus, filter.planStatus),
      await deptSubtree(caller.tenantId, cgPlanNeeds.deptId, filter.deptId),
      filter.mine === 1 ? eq(cgPlanNeeds.createUser, caller.userId) : undefined,
      ...created,
    );
  }

  /** Whether the caller holds the enable/disable button (the header's canSetStatus). */
  const mayToggle = (caller: Caller) =>
    assertAnyPermission(deps.permissions, caller, [`${PLAN_RESOURCE}_status`]).then(
      () => true,
      () => false,
    );

  async function headerPage(caller: Caller, found: Page<PlanRow>, lang: Lang): Promise<Page<PlanHeader>> {
    const actions = await approval.allowedActions(
      caller,
      found.records.map((row) => ({ id: row.id, row })),
    );
    const describe = await describePlans(db, caller.tenantId, found.records, lang, {
      actions,
      mayToggle: await mayToggle(caller),
    });
    return { ...found, records: found.records.map(describe) };
  }

  /** A list's columns: the plan's own and its round history, which the approval dry run then does not read. */
  const LIST_COLUMNS = approvalListColumns(cgPlanNeeds, 'PLAN');

  async function page(caller: Caller, query: PageQuery & PlanFilter, lang: Lang) {
    const found = await pageOf(
      db,
      cgPlanNeeds,
      await listCondition(caller, query),
      PLAN_LIST_ORDER,
      query,
      undefined,
      LIST_COLUMNS,
    );
    return headerPage(caller, found, lang);
  }

  async function queue(caller: Caller, node: NodeCode, query: PageQuery & PlanQueueFilter, lang: Lang) {
    const where = and(
      await approval.queueCondition(caller, node),
      contains(cgPlanNeeds.planNo, query.planNo),
      contains(cgPlanNeeds.planName, query.planName),
      await deptSubtree(caller.tenantId, cgPlanNeeds.deptId, query.deptId),
    );
    const found = await pageOf(
      db,
      cgPlanNeeds,
      where,
      [asc(cgPlanNeeds.submitTime), asc(cgPlanNeeds.id)],
      query,
      undefined,
      LIST_COLUMNS,
    );
    return headerPage(caller, found, lang);
  }

  /** Version 1 and every applied change, newest first, each with what it did to the lines. */
  async function versionsOf(caller: Caller, plan: PlanRow, lang: Lang): Promise<PlanVersion[]> {
    const scope = tenantScope(db, caller.tenantId);
    const versions = await scope
      .from(cgPlanNeedsVersions)
      .where(eq(cgPlanNeedsVersions.planId, plan.id))
      .orderBy(desc(cgPlanNeedsVersions.version));
    const changeIds = versions.map((v) => v.changeId).filter((id): id is string => id !== null);
    const [changes, lines, who] = await Promise.all([
      changeIds.length ? scope.select(cgPlanNeedsChanges, inArray(cgPlanNeedsChanges.id, changeIds)) : [],
      changeIds.length
        ? scope
            .from(cgPlanNeedsChangeItems)
            .where(
              inArray(cgPlanNeedsChangeItems.changeId, changeIds),
              eq(cgPlanNeedsChangeItems.isDeleted, 0),
            )
            .orderBy(asc(cgPlanNeedsChangeItems.lineNo))
        : [],
      userNames(
        db,
        caller.tenantId,
        versions.map((v) => v.appliedUser),
      ),
    ]);
    const changeOf = new Map(changes.map((c) => [c.id, c]));
    return versions.map((v) => {
      const change = v.changeId ? changeOf.get(v.changeId) : undefined;
      return {
        version: v.version,
        changeId: v.changeId,
        changeNo: change?.changeNo ?? '',
        changeReason: change?.changeReason ?? '',
        appliedTime: formatDateTime(v.appliedTime),
        appliedUserName: v.appliedUser ? (who.get(v.appliedUser) ?? '') : '',
        lines: lines
          .filter((line) => line.changeId === v.changeId)
          .map((line) => ({
            changeType: line.changeType as 1 | 2 | 3 | 4,
            changeTypeName: codeName(CHANGE_TYPE_NAMES, line.changeType, lang),
            materialCode: line.materialCode,
            materialName: line.materialName,
            beforeQty: Number(line.beforeQty),
            afterQty: Number(line.afterQty),
            reason: line.reason,
          })),
      };
    });
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<PlanDetail> {
    const plan = await findPlan(db, caller, id);
    const items = await planItemsOf(db, caller.tenantId, id);
    const actions = await approval.allowedActions(caller, [{ id, row: plan }]);
    const [describe, units, categoryName, demanded, versions] = await Promise.all([
      describePlans(db, caller.tenantId, [plan], lang, { actions, mayToggle: await mayToggle(caller) }),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      categoryNames(
        db,
        caller.tenantId,
        items.map((i) => i.categoryId),
      ),
      demandedOf(
        db,
        caller.tenantId,
        items.map((i) => i.id),
      ),
      versionsOf(caller, plan, lang),
    ]);
    return {
      ...describe(plan),
      items: items.map((item) => {
        const taken = demandedQty(demanded, item.id);
        return {
          id: item.id,
          planId: item.planId,
          lineNo: item.lineNo,
          materialId: item.materialId,
          materialCode: item.materialCode,
          materialName: item.materialName,
          spec: item.spec,
          unit: item.unit,
          unitName: units(MATERIAL_UNIT_DICT, item.unit) || item.unit,
          categoryId: item.categoryId,
          categoryName: item.categoryId ? (categoryName.get(item.categoryId) ?? '') : '',
          originalQty: Number(item.originalQty),
          planQty: Number(item.planQty),
          unitPrice: item.unitPrice === null ? null : Number(item.unitPrice),
          amount: item.amount === null ? null : Number(item.amount),
          needDate: item.needDate,
          usePart: item.usePart,
          remark: item.remark,
          demandedQty: Number(taken),
          remainingQty: Number(minusQty(item.planQty, taken)),
        };
      }),
      versions,
    };
  }

  /** Lines of approved, enabled plans with quantity left (planMaterial, planMaterialUnChoosePage). */
  async function materialPage(
    caller: Caller,
    query: PageQuery & MaterialFilter,
    lang: Lang,
  ): Promise<Page<PlanMaterial>> {
    const scope = tenantScope(db, caller.tenantId);
    const keyword = query.materialKeyword?.trim();
    const chosen = (query.chosenIds ?? '').split(',').filter(Boolean);
    const conditions = [
      livePlanItem,
      livePlan,
      eq(cgPlanNeeds.approveStatus, APPROVE_STATUS.APPROVED),
      eq(cgPlanNeeds.planStatus, PLAN_ENABLED),
      gt(cgPlanNeedsItems.planQty, demandedSql),
      query.planId ? eq(cgPlanNeedsItems.planId, query.planId) : undefined,
      await deptSubtree(caller.tenantId, cgPlanNeeds.deptId, query.deptId),
      keyword
        ? or(
            contains(cgPlanNeedsItems.materialCode, keyword),
            contains(cgPlanNeedsItems.materialName, keyword),
          )
        : undefined,
      chosen.length ? notInArray(cgPlanNeedsItems.id, chosen) : undefined,
    ];
    const on = eq(cgPlanNeeds.id, cgPlanNeedsItems.planId);
    const [totals, rows] = await Promise.all([
      scope
        .from(cgPlanNeedsItems, { n: count() })
        .innerJoin(cgPlanNeeds, on)
        .where(...conditions),
      scope
        .from(cgPlanNeedsItems, {
          item: cgPlanNeedsItems,
          planNo: cgPlanNeeds.planNo,
          planName: cgPlanNeeds.planName,
          deptId: cgPlanNeeds.deptId,
          demanded: sql<string>`(${demandedSql})::text`,
        })
        .innerJoin(cgPlanNeeds, on)
        .where(...conditions)
        .orderBy(asc(cgPlanNeeds.planNo), asc(cgPlanNeedsItems.lineNo))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    const [units, deptName] = await Promise.all([
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      deptNames(
        db,
        caller.tenantId,
        rows.map((r) => r.deptId),
      ),
    ]);
    return {
      total,
      size: query.size,
      current: query.current,
      pages: Math.ceil(total / query.size),
      records: rows.map(({ item, planNo, planName, deptId, demanded }) => ({
        planItemId: item.id,
        planId: item.planId,
        planNo,
        planName,
        deptId,
        deptName: deptName.get(deptId) ?? '',
        lineNo: item.lineNo,
        materialId: item.materialId,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unit: item.unit,
        unitName: units(MATERIAL_UNIT_DICT, item.unit) || item.unit,
        categoryId: item.categoryId,
        planQty: Number(item.planQty),
        demandedQty: Number(demanded),
        remainingQty: Number(minusQty(item.planQty, demanded)),
        unitPrice: item.unitPrice === null ? null : Number(item.unitPrice),
        needDate: item.needDate,
        usePart: item.usePart,
      })),
    };
  }

  return { listCondition, page, queue, detail, materialPage };
}

export type PlanReader = ReturnType<typeof createPlanReader>;
