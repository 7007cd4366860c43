import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-plans';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { deptNames, dictLabels } from '../../../documents/enrich.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains, type Page, type PageQuery } from '../../../lib/page.ts';
import type { DeptService } from '../../system/dept.service.ts';
import { MATERIAL_UNIT_DICT } from '../material.service.ts';
import { demandedSql } from '../plan-needs/plan-read.service.ts';
import { findPlan, livePlan, livePlanItem } from '../plan-needs/plan-records.ts';

export type PlanSummaryRow = components['schemas']['PlanSummaryRow'];
export interface SummaryFilter {
  deptId?: string;
  planId?: string;
  materialKeyword?: string;
}

const COLUMNS: [string, string, string, number, string?][] = [
  ['deptName', '项目部', 'Project department', 18],
  ['materialCode', '物料编码', 'Material code', 14],
  ['materialName', '物料名称', 'Material name', 20],
  ['spec', '规格型号', 'Specification', 16],
  ['unitName', '单位', 'Unit', 8],
  ['planQty', '计划数量', 'Planned', 12, '0.000'],
  ['demandedQty', '已提报数量', 'Demanded', 12, '0.000'],
  ['contractedQty', '已签合同数量', 'Contracted', 12, '0.000'],
  ['receivedQty', '已到货数量', 'Received', 12, '0.000'],
  ['remainingQty', '剩余计划数量', 'Remaining', 12, '0.000'],
  ['execRate', '执行率(%)', 'Execution rate (%)', 12, '0.00'],
];

/**
 * 计划汇总: per project department × material over the lines of approved plans — planned, demanded (open lines of
 * bills 1..5 drawing from them), remaining and the execution rate, all summed in SQL with exact numerics. Contracted
 * and received are 0 until contracts and stock-in exist (the screen says so).
 */
export function createPlanSummaryService(deps: { db: Database; depts: DeptService }) {
  const { db } = deps;
  const planned = sql<string>`sum(${cgPlanNeedsItems.planQty})::text`;
  const demanded = sql<string>`sum(${demandedSql})::text`;
  const groupKey = [cgPlanNeeds.deptId, cgPlanNeedsItems.materialId];

  async function conditions(caller: Caller, filter: SummaryFilter) {
    const keyword = filter.materialKeyword?.trim();
    let depts;
    if (filter.deptId) {
      const ids = await deps.depts.selfAndBelow(caller.tenantId, filter.deptId);
      depts = ids.length ? inArray(cgPlanNeeds.deptId, ids) : sql`false`;
    }
    return [
      livePlan,
      livePlanItem,
      eq(cgPlanNeeds.approveStatus, APPROVE_STATUS.APPROVED),
      depts,
      filter.planId ? eq(cgPlanNeeds.id, filter.planId) : undefined,
      keyword
        ? or(
            contains(cgPlanNeedsItems.materialCode, keyword),
            contains(cgPlanNeedsItems.materialName, keyword),
          )
        : undefined,
    ];
  }

  function grouped(caller: Caller, where: Awaited<ReturnType<typeof conditions>>) {
    return tenantScope(db, caller.tenantId)
      .from(cgPlanNeedsItems, {
        deptId: cgPlanNeeds.deptId,
        materialId: cgPlanNeedsItems.materialId,
        materialCode: sql<string>`max(${cgPlanNeedsItems.materialCode})`,
        materialName: sql<string>`max(${cgPlanNeedsItems.materialName})`,
        spec: sql<string>`max(${cgPlanNeedsItems.spec})`,
        unit: sql<string>`max(${cgPlanNeedsItems.unit})`,
        planQty: planned,
        demandedQty: demanded,
        remainingQty: sql<string>`(sum(${cgPlanNeedsItems.planQty}) - sum(${demandedSql}))::text`,
        execRate: sql<string>`coalesce(round(sum(${demandedSql}) * 100 / nullif(sum(${cgPlanNeedsItems.planQty}), 0), 2), 0)::text`,
      })
      .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
      .where(...where)
      .groupBy(...groupKey)
      .orderBy(
        asc(cgPlanNeeds.deptId),
        sql`max(${cgPlanNeedsItems.materialCode})`,
        asc(cgPlanNeedsItems.materialId),
      );
  }

  async function describe(caller: Caller, rows: Awaited<ReturnType<typeof grouped>>, lang: Lang) {
    const [units, names] = await Promise.all([
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      deptNames(
        db,
        caller.tenantId,
        rows.map((r) => r.deptId),
      ),
    ]);
    return rows.map((row): PlanSummaryRow => ({
      deptId: row.deptId,
      deptName: names.get(row.deptId) ?? '',
      materialId: row.materialId,
      materialCode: row.materialCode,
      materialName: row.materialName,
      spec: row.spec,
      unit: row.unit,
      unitName: units(MATERIAL_UNIT_DICT, row.unit) || row.unit,
      planQty: Number(row.planQty),
      demandedQty: Number(row.demandedQty),
      // No contracts or stock-in exist yet: these stages fill in when their issues land.
      contractedQty: 0,
      receivedQty: 0,
      remainingQty: Number(row.remainingQty),
      execRate: Number(row.execRate),
    }));
  }

  async function page(
    caller: Caller,
    query: PageQuery & SummaryFilter,
    lang: Lang,
  ): Promise<Page<PlanSummaryRow>> {
    const where = await conditions(caller, query);
    const [totals, rows] = await Promise.all([
      tenantScope(db, caller.tenantId)
        .from(cgPlanNeedsItems, {
          n: sql<string>`count(distinct (${cgPlanNeeds.deptId}, ${cgPlanNeedsItems.materialId}))`,
        })
        .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
        .where(...where),
      grouped(caller, where)
        .limit(query.size)
        .offset((query.current - 1) * query.size),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    return {
      records: await describe(caller, rows, lang),
      total,
      size: query.size,
      current: query.current,
      pages: Math.ceil(total / query.size),
    };
  }

  async function ofPlan(caller: Caller, planId: string, lang: Lang) {
    await findPlan(db, caller, planId);
    return describe(caller, await grouped(caller, await conditions(caller, { planId })), lang);
  }

  async function exportSheet(caller: Caller, filter: SummaryFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await grouped(caller, await conditions(caller, filter)).limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    return {
      name: lang === 'en' ? 'Plan summary' : '计划汇总',
      columns: headers(lang, COLUMNS),
      rows: (await describe(caller, rows, lang)).map((row) => ({ ...row })),
    };
  }

  return { page, ofPlan, exportSheet };
}

export type PlanSummaryService = ReturnType<typeof createPlanSummaryService>;
