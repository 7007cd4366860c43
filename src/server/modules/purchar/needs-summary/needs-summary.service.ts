import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-execution';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgFrameworkContractLines, cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { commodities, materials } from '../../../db/schema/master-data.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { DAY_MS, cstDay } from '../../../domain/values.ts';
import { deptNames, dictLabels } from '../../../documents/enrich.ts';
import { AppError } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import type { Page, PageQuery } from '../../../lib/page.ts';
import { notFound } from '../../../lib/records.ts';
import {
  PURCHAR_TYPE_DICT,
  allocationFields,
  describeAllocations,
  describeLines,
  lineFields,
  lineFilters,
  openLine,
  type DemandLine,
} from '../needs-subpackage/demand-lines.ts';

type Schemas = components['schemas'];
type SumRow = Schemas['SumRow'];
type MaterialPrice = Schemas['MaterialPrice'];

/** One material's row of the grouped query (`aggregate`). */
interface AggregateRow {
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unit: string;
  lineCount: number;
  needsItemIds: string[];
  deptIds: string[];
  pendingQty: string;
  earliestNeedDate: string | null;
  purcharTypes: number;
  purcharType: string;
}

export interface SumFilter {
  materialCode?: string;
  materialName?: string;
  deptId?: string;
}

/**
 * 需求汇总: the open demand purchasing has not assigned yet, per material — split by whether an executing
 * framework contract line covers the material today (cg_framework_contract_line, which the contracts issue
 * fills; empty until then, so every row is "no contract"). Aggregation happens in SQL over the lines, so a page
 * costs one grouped query and one count, whatever the number of lines (bench/needs-summary.ts).
 */
export function createSummaryService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  const f = cgFrameworkContractLines;

  /** A framework contract line that can be ordered from today. */
  const orderable = (today: string): SQL[] => [
    eq(f.isDeleted, 0),
    eq(f.contractStatus, 1),
    sql`${f.remainingQty} > 0`,
    sql`(${f.startDate} is null or ${f.startDate} <= ${today})`,
    sql`(${f.endDate} is null or ${f.endDate} >= ${today})`,
  ];

  /** Open lines with something left to assign, filtered. */
  const pendingLines = (filter: SumFilter): (SQL | undefined)[] => [
    ...openLine,
    sql`${cgNeedsItems.qty} > ${cgNeedsItems.assignedQty}`,
    ...lineFilters(filter),
  ];

  const aggregate = {
    materialId: cgNeedsItems.materialId,
    materialCode: sql<string>`min(${cgNeedsItems.materialCode})`,
    materialName: sql<string>`min(${cgNeedsItems.materialName})`,
    spec: sql<string>`min(${cgNeedsItems.spec})`,
    unit: sql<string>`min(${cgNeedsItems.unit})`,
    lineCount: sql<number>`count(*)::int`,
    needsItemIds: sql<string[]>`array_agg(${cgNeedsItems.id}::text order by ${cgNeedsItems.id})`,
    deptIds: sql<string[]>`array_agg(distinct ${cgNeeds.deptId}::text)`,
    pendingQty: sql<string>`sum(${cgNeedsItems.qty} - ${cgNeedsItems.assignedQty})::text`,
    earliestNeedDate: sql<string | null>`min(${cgNeedsItems.needDate})::text`,
    purcharTypes: sql<number>`count(distinct ${cgNeedsItems.purcharType})::int`,
    purcharType: sql<string>`max(${cgNeedsItems.purcharType})`,
  };

  async function describe(caller: Caller, rows: AggregateRow[], lang: Lang) {
    const typed = rows;
    const [depts, labels, prices] = await Promise.all([
      deptNames(
        db,
        caller.tenantId,
        typed.flatMap((r) => r.deptIds),
      ),
      dictLabels(db, ['material_unit', PURCHAR_TYPE_DICT], lang),
      pricesOf(
        caller,
        typed.map((r) => r.materialId),
      ),
    ]);
    return typed.map((r) => {
      const purcharType = r.purcharTypes === 1 ? r.purcharType : '';
      return {
        materialId: r.materialId,
        materialCode: r.materialCode,
        materialName: r.materialName,
        spec: r.spec,
        unit: r.unit,
        unitName: labels('material_unit', r.unit) || r.unit,
        lineCount: r.lineCount,
        needsItemIds: r.needsItemIds,
        deptNames: r.deptIds
          .map((id) => depts.get(id) ?? '')
          .filter(Boolean)
          .sort()
          .join(','),
        pendingQty: Number(r.pendingQty),
        earliestNeedDate: r.earliestNeedDate,
        purcharType,
        purcharTypeName: labels(PURCHAR_TYPE_DICT, purcharType),
        lastPrice: prices.get(r.materialId)?.lastPrice ?? null,
        contractId: null,
        contractNo: null,
        contractItemId: null,
        supplierName: null,
        contractPrice: null,
        contractRemainingQty: null,
      } satisfies SumRow;
    });
  }

  async function noContractPages(
    caller: Caller,
    filter: SumFilter & PageQuery,
    lang: Lang,
  ): Promise<Page<SumRow>> {
    const today = cstDay(clock());
    const framework = sql`exists (select 1 from ${f} where ${and(
      eq(f.tenantId, caller.tenantId),
      eq(f.materialId, cgNeedsItems.materialId),
      ...orderable(today),
    )})`;
    const where = [...pendingLines(filter), sql`not ${framework}`];
    const scope = tenantScope(db, caller.tenantId);
    const [totals, rows] = await Promise.all([
      scope
        .from(cgNeedsItems, { n: sql<number>`count(distinct ${cgNeedsItems.materialId})::int` })
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(...where),
      scope
        .from(cgNeedsItems, aggregate)
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(...where)
        .groupBy(cgNeedsItems.materialId)
        .orderBy(sql`min(${cgNeedsItems.materialCode})`, asc(cgNeedsItems.materialId))
        .limit(filter.size)
        .offset((filter.current - 1) * filter.size),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    return { ...meta(total, filter), records: await describe(caller, rows as AggregateRow[], lang) };
  }

  async function contractPages(
    caller: Caller,
    filter: SumFilter & PageQuery,
    lang: Lang,
  ): Promise<Page<SumRow>> {
    const today = cstDay(clock());
    const where = pendingLines(filter);
    const joined = (fields: Record<string, unknown>) =>
      tenantScope(db, caller.tenantId)
        .from(cgNeedsItems, fields as typeof aggregate)
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .innerJoin(f, and(eq(f.materialId, cgNeedsItems.materialId), ...orderable(today))!);
    const [totals, rows] = await Promise.all([
      joined({ n: sql<number>`count(distinct (${cgNeedsItems.materialId}, ${f.id}))::int` }).where(...where),
      joined({
        ...aggregate,
        lineId: f.id,
        contractId: sql<string>`min(${f.contractId})::text`,
        contractNo: sql<string>`min(${f.contractNo})`,
        contractItemId: sql<string>`min(${f.contractItemId})::text`,
        supplierName: sql<string>`min(${f.supplierName})`,
        contractPrice: sql<string>`min(${f.contractPrice})::text`,
        contractRemainingQty: sql<string>`min(${f.remainingQty})::text`,
      })
        .where(...where)
        .groupBy(cgNeedsItems.materialId, f.id)
        .orderBy(sql`min(${cgNeedsItems.materialCode})`, asc(f.id))
        .limit(filter.size)
        .offset((filter.current - 1) * filter.size),
    ]);
    const total = Number((totals[0] as unknown as { n: number } | undefined)?.n ?? 0);
    const described = await describe(caller, rows as unknown as AggregateRow[], lang);
    const contracts = rows as unknown as Record<string, string>[];
    return {
      ...meta(total, filter),
      records: described.map((row, i) => {
        const c = contracts[i]!;
        return {
          ...row,
          contractId: c.contractId ?? null,
          contractNo: c.contractNo ?? null,
          contractItemId: c.contractItemId ?? null,
          supplierName: c.supplierName ?? null,
          contractPrice: c.contractPrice === undefined ? null : Number(c.contractPrice),
          contractRemainingQty: c.contractRemainingQty === undefined ? null : Number(c.contractRemainingQty),
        };
      }),
    };
  }

  /**
   * Last price and 90-day min/avg/max per material. Until offers and contracts exist the source is the
   * material's commodity prices (by price date), else its own reference price.
   */
  async function pricesOf(caller: Caller, materialIds: string[]): Promise<Map<string, MaterialPrice>> {
    const wanted = [...new Set(materialIds)];
    const out = new Map<string, MaterialPrice>();
    if (!wanted.length) return out;
    const since = cstDay(new Date(clock().getTime() - 90 * DAY_MS));
    const scope = tenantScope(db, caller.tenantId);
    const live = [eq(commodities.isDeleted, 0), inArray(commodities.materialId, wanted)];
    const [latest, windowed, own] = await Promise.all([
      scope
        .from(commodities, {
          materialId: commodities.materialId,
          price: commodities.price,
          priceDate: commodities.priceDate,
        })
        .where(...live)
        .orderBy(
          asc(commodities.materialId),
          sql`${commodities.priceDate} desc nulls last`,
          sql`${commodities.updateTime} desc`,
        ),
      scope
        .from(commodities, {
          materialId: commodities.materialId,
          min: sql<string>`min(${commodities.price})::text`,
          max: sql<string>`max(${commodities.price})::text`,
          avg: sql<string>`round(avg(${commodities.price}), 4)::text`,
        })
        .where(...live, sql`${commodities.priceDate} >= ${since}`)
        .groupBy(commodities.materialId),
      scope.select(materials, inArray(materials.id, wanted), eq(materials.isDeleted, 0)),
    ]);
    for (const id of wanted) {
      const last = latest.find((row) => row.materialId === id);
      const window = windowed.find((row) => row.materialId === id);
      const material = own.find((row) => row.id === id);
      const fallback = material?.referencePrice ?? null;
      out.set(id, {
        materialId: id,
        lastPrice: last ? Number(last.price) : fallback === null ? null : Number(fallback),
        lastContractNo: '',
        lastSupplierName: '',
        lastDate: last?.priceDate ?? null,
        avgPrice90d: window ? Number(window.avg) : null,
        minPrice90d: window ? Number(window.min) : null,
        maxPrice90d: window ? Number(window.max) : null,
        priceSource: last ? 'commodity' : fallback === null ? 'none' : 'material',
      });
    }
    return out;
  }

  async function materialPrice(caller: Caller, materialId: string): Promise<MaterialPrice> {
    const [material] = await tenantScope(db, caller.tenantId).select(
      materials,
      eq(materials.id, materialId),
      eq(materials.isDeleted, 0),
    );
    if (!material) throw notFound(materialId);
    return (await pricesOf(caller, [materialId])).get(materialId)!;
  }

  /** Every pending line of one material (the rows behind a summary row). */
  async function materialLines(
    caller: Caller,
    materialId: string,
    filter: SumFilter,
    lang: Lang,
  ): Promise<DemandLine[]> {
    const rows = await tenantScope(db, caller.tenantId)
      .from(cgNeedsItems, lineFields)
      .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
      .where(...pendingLines(filter), eq(cgNeedsItems.materialId, materialId))
      .orderBy(asc(cgNeedsItems.needDate), asc(cgNeedsItems.id))
      .limit(5000);
    return describeLines(db, caller.tenantId, rows, lang);
  }

  /** One demand line of an approved bill with every assignment it had. */
  async function line(caller: Caller, id: string, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const [row] = await scope
      .from(cgNeedsItems, lineFields)
      .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
      .where(
        eq(cgNeedsItems.id, id),
        eq(cgNeedsItems.isDeleted, 0),
        eq(cgNeeds.isDeleted, 0),
        eq(cgNeeds.approveStatus, APPROVE_STATUS.APPROVED),
      );
    if (!row) throw notFound(id);
    const allocations = await scope
      .from(cgNeedsAllocations, allocationFields)
      .innerJoin(cgNeedsItems, eq(cgNeedsItems.id, cgNeedsAllocations.needsItemId))
      .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
      .where(eq(cgNeedsAllocations.needsItemId, id), eq(cgNeedsAllocations.isDeleted, 0))
      .orderBy(asc(cgNeedsAllocations.createTime), asc(cgNeedsAllocations.id));
    const [described] = await describeLines(db, caller.tenantId, [row], lang);
    return { ...described!, allocations: await describeAllocations(db, caller.tenantId, allocations, lang) };
  }

  /** Sets the purchase method of open lines of approved bills, all or none. */
  async function setPurcharType(caller: Caller, body: { needsItemIds: string[]; purcharType: string }) {
    await assertDictKey(db, PURCHAR_TYPE_DICT, body.purcharType, 'purcharType');
    const ids = [...new Set(body.needsItemIds)];
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const rows = await scope
        .from(cgNeedsItems, lineFields)
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(inArray(cgNeedsItems.id, ids), eq(cgNeedsItems.isDeleted, 0), eq(cgNeeds.isDeleted, 0))
        .orderBy(asc(cgNeedsItems.id))
        .for('update', { of: cgNeedsItems });
      const missing = ids.filter((id) => !rows.some((row) => row.item.id === id));
      if (missing.length) throw notFound(missing);
      const closed = rows.find(
        (row) => row.item.itemStatus !== 1 || row.approveStatus !== APPROVE_STATUS.APPROVED,
      );
      if (closed) throw new AppError(409, 'execLineNotOpen', closed.needsNo, closed.item.lineNo);
      await scope.update(
        cgNeedsItems,
        { purcharType: body.purcharType, updateUser: caller.userId, updateTime: clock() },
        inArray(cgNeedsItems.id, ids),
      );
    });
  }

  return {
    noContractPages,
    contractPages,
    materialPrice,
    // The sourcing matrix's "last purchase price" of many materials at once.
    pricesOf,
    materialLines,
    line,
    setPurcharType,
    createContractOrder: async (): Promise<never> => {
      throw new AppError(409, 'execContractsNotAvailable');
    },
  };
}

const meta = (total: number, page: PageQuery) => ({
  total,
  size: page.size,
  current: page.current,
  pages: Math.ceil(total / page.size),
});

export type SummaryService = ReturnType<typeof createSummaryService>;
