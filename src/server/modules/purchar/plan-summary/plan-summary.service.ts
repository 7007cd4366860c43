import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-plans';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { parseDecimal } from '../../../domain/decimal.ts';
import { deptNames, dictLabels } from '../../../documents/enrich.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains, type Page, type PageQuery } from '../../../lib/page.ts';
import type { DeptService } from '../../system/dept.service.ts';
import { MATERIAL_UNIT_DICT } from '../material.service.ts';
import { demandingLine } from '../plan-needs/plan-control.ts';
import { findPlan, livePlan, livePlanItem, minusQty } from '../plan-needs/plan-records.ts';

/** part / whole × 100, rounded half-up to 2 decimals, exactly (0 when nothing is planned). */
function percentOf(part: string, whole: string): string {
  const p = parseDecimal(part)!;
  const w = parseDecimal(whole)!;
  if (w.units === 0n) return '0';
  // Both to the same scale, then hundredths of a percent: part × 10 000 / whole, half-up.
  const scale = Math.max(p.scale, w.scale);
  const pu = p.units * 10n ** BigInt(scale - p.scale);
  const wu = w.units * 10n ** BigInt(scale - w.scale);
  const hundredths = (pu * 20_000n + wu) / (2n * wu);
  return (Number(hundredths) / 100).toFixed(2);
}

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
 * bills 1..5 drawing from them), received (what purchase stock-ins accepted for those demand lines), remaining
 * and the execution rate, all summed in SQL with exact numerics. Contracted is 0 until the demand lines carry it.
 */
export function createPlanSummaryService(deps: { db: Database; depts: DeptService }) {
  const { db } = deps;
  const planned = sql<string>`sum(${cgPlanNeedsItems.planQty})::text`;
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
  type Conditions = Awaited<ReturnType<typeof conditions>>;

  /** The groups (project × material) with what they planned; what was demanded is summed separately. */
  function grouped(caller: Caller, where: Conditions) {
    return tenantScope(db, caller.tenantId)
      .from(cgPlanNeedsItems, {
        deptId: cgPlanNeeds.deptId,
        materialId: cgPlanNeedsItems.materialId,
        materialCode: sql<string>`max(${cgPlanNeedsItems.materialCode})`,
        materialName: sql<string>`max(${cgPlanNeedsItems.materialName})`,
        spec: sql<string>`max(${cgPlanNeedsItems.spec})`,
        unit: sql<string>`max(${cgPlanNeedsItems.unit})`,
        planQty: planned,
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

  /**
   * Σ of the demanding bill lines per project × material, under the same conditions, in one aggregated join (a
   * correlated sum per plan line cost seconds over 20 000 lines: bench/plan-summary.ts); narrowed to the
   * projects and materials of the rows shown.
   */
  async function demandedPerGroup(
    caller: Caller,
    where: Conditions,
    rows: { deptId: string; materialId: string }[],
  ) {
    if (rows.length === 0) return new Map<string, { qty: string; contracted: string; received: string }>();
    const found = await tenantScope(db, caller.tenantId)
      .from(cgNeedsItems, {
        deptId: cgPlanNeeds.deptId,
        materialId: cgPlanNeedsItems.materialId,
        qty: sql<string>`sum(${cgNeedsItems.qty})::text`,
        contracted: sql<string>`sum(${cgNeedsItems.contractedQty})::text`,
        received: sql<string>`sum(${cgNeedsItems.receivedQty})::text`,
      })
      .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
      .innerJoin(cgPlanNeedsItems, eq(cgPlanNeedsItems.id, cgNeedsItems.planItemId))
      .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
      .where(
        ...where,
        demandingLine,
        inArray(cgPlanNeeds.deptId, [...new Set(rows.map((r) => r.deptId))]),
        inArray(cgPlanNeedsItems.materialId, [...new Set(rows.map((r) => r.materialId))]),
      )
      .groupBy(...groupKey);
    return new Map(found.map((row) => [`${row.deptId}:${row.materialId}`, row]));
  }

  async function describe(
    caller: Caller,
    where: Conditions,
    rows: Awaited<ReturnType<typeof grouped>>,
    lang: Lang,
  ) {
    const [units, names, demanded] = await Promise.all([
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      deptNames(
        db,
        caller.tenantId,
        rows.map((r) => r.deptId),
      ),
      demandedPerGroup(caller, where, rows),
    ]);
    return rows.map((row): PlanSummaryRow => {
      const demand = demanded.get(`${row.deptId}:${row.materialId}`);
      const taken = demand?.qty ?? '0';
      return {
        deptId: row.deptId,
        deptName: names.get(row.deptId) ?? '',
        materialId: row.materialId,
        materialCode: row.materialCode,
        materialName: row.materialName,
        spec: row.spec,
        unit: row.unit,
        unitName: units(MATERIAL_UNIT_DICT, row.unit) || row.unit,
        planQty: Number(row.planQty),
        demandedQty: Number(taken),
        contractedQty: Number(demand?.contracted ?? '0'),
        receivedQty: Number(demand?.received ?? '0'),
        remainingQty: Number(minusQty(row.planQty, taken)),
        execRate: Number(percentOf(taken, row.planQty)),
      };
    });
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
      records: await describe(caller, where, rows, lang),
      total,
      size: query.size,
      current: query.current,
      pages: Math.ceil(total / query.size),
    };
  }

  async function ofPlan(caller: Caller, planId: string, lang: Lang) {
    await findPlan(db, caller, planId);
    const where = await conditions(caller, { planId });
    return describe(caller, where, await grouped(caller, where), lang);
  }

  async function exportSheet(caller: Caller, filter: SummaryFilter, lang: Lang): Promise<SheetSpec> {
    const where = await conditions(caller, filter);
    const rows = await grouped(caller, where).limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    return {
      name: lang === 'en' ? 'Plan summary' : '计划汇总',
      columns: headers(lang, COLUMNS),
      rows: (await describe(caller, where, rows, lang)).map((row) => ({ ...row })),
    };
  }

  return { page, ofPlan, exportSheet };
}

export type PlanSummaryService = ReturnType<typeof createPlanSummaryService>;
