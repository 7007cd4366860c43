import { and, asc, count } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import type { NextId } from '../../../domain/ids.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { Page, PageQuery } from '../../../lib/page.ts';
import {
  allocationConditions,
  describeAllocations,
  describeLines,
  purchaserAssignments,
  type Allocation,
} from '../needs-subpackage/demand-lines.ts';
import { createAllocationExport } from '../needs-subpackage/needs-subpackage-export.ts';
import { createSourcingCreator } from '../sourcing/sourcing-create.ts';

export interface PurcharFilter {
  needsNo?: string;
  materialCode?: string;
  deptId?: string;
}

/** The demand export's columns: every detail a supplier needs, and what is assigned to the caller. */
const DEMAND_COLUMNS: [string, string, string, number, string?][] = [
  ['needsNo', '需求单号', 'Bill number', 18],
  ['title', '需求标题', 'Bill title', 20],
  ['deptName', '项目部', 'Project department', 18],
  ['lineNo', '行号', 'Line', 6],
  ['materialCode', '物料编码', 'Material code', 14],
  ['materialName', '物料名称', 'Material', 20],
  ['spec', '规格型号', 'Specification', 16],
  ['unitName', '单位', 'Unit', 8],
  ['qty', '需求数量', 'Demand qty', 12, '0.000'],
  ['assignedToMe', '分配给我的数量', 'Assigned to me', 14, '0.000'],
  ['needDate', '需用日期', 'Need date', 12],
  ['usePart', '使用部位', 'Use part', 16],
  ['brandRequirement', '品牌要求', 'Brand', 14],
  ['technicalParams', '技术参数', 'Technical parameters', 24],
  ['estimatedPrice', '预估单价', 'Estimated price', 12, '0.0000'],
  ['purcharTypeName', '采购方式', 'Purchase method', 14],
];

/**
 * 采购执行: a purchaser's own active assignments (never anyone else's: the caller is the filter, not a
 * parameter), their export, the demand lines behind them as a workbook, and a sourcing bill made from them.
 */
export function createPurcharService(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db } = deps;
  const mine = (caller: Caller, filter: PurcharFilter) =>
    and(...allocationConditions({ ...filter, purchaserId: caller.userId, allocStatus: 1 }));
  const order = [asc(cgNeedsAllocations.assignTime), asc(cgNeedsAllocations.id)];

  async function pages(
    caller: Caller,
    filter: PurcharFilter & PageQuery,
    lang: Lang,
  ): Promise<Page<Allocation>> {
    const where = mine(caller, filter);
    const [totals, rows] = await Promise.all([
      purchaserAssignments(db, caller.tenantId, { n: count() }).where(where),
      purchaserAssignments(db, caller.tenantId)
        .where(where)
        .orderBy(...order)
        .limit(filter.size)
        .offset((filter.current - 1) * filter.size),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    return {
      records: await describeAllocations(db, caller.tenantId, rows, lang),
      total,
      size: filter.size,
      current: filter.current,
      pages: Math.ceil(total / filter.size),
    };
  }

  const allocationSheet = createAllocationExport({ db });

  async function demandSheet(caller: Caller, filter: PurcharFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await purchaserAssignments(db, caller.tenantId)
      .where(mine(caller, filter))
      .orderBy(...order)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const lines = await describeLines(
      db,
      caller.tenantId,
      rows.map((row) => ({ ...row, businessType: '', approveTime: null })),
      lang,
    );
    return {
      name: lang === 'en' ? 'Assigned demand' : '采购需求明细',
      columns: headers(lang, DEMAND_COLUMNS),
      rows: lines.map((line, i) => ({
        needsNo: line.needsNo,
        title: rows[i]!.title,
        deptName: line.deptName,
        lineNo: line.lineNo,
        materialCode: line.materialCode,
        materialName: line.materialName,
        spec: line.spec,
        unitName: line.unitName,
        qty: line.qty,
        assignedToMe: Number(rows[i]!.allocation.qty),
        needDate: line.needDate,
        usePart: line.usePart,
        brandRequirement: line.brandRequirement,
        technicalParams: line.technicalParams,
        estimatedPrice: line.estimatedPrice,
        purcharTypeName: line.purcharTypeName || line.purcharType,
      })),
    };
  }

  return {
    pages,
    exportSheet: (caller: Caller, filter: PurcharFilter, lang: Lang) =>
      allocationSheet(caller, { ...filter, purchaserId: caller.userId, allocStatus: 1 }, lang),
    demandSheet,
    createSourcing: createSourcingCreator(deps),
  };
}

export type PurcharService = ReturnType<typeof createPurcharService>;
