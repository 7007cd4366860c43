import { and, desc } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import {
  allocationConditions,
  describeAllocations,
  purchaserAssignments,
  type AllocationFilter,
} from './demand-lines.ts';

/** The columns of an assignment export: [key, zh, en, width, number format]. */
const COLUMNS: [string, string, string, number, string?][] = [
  ['needsNo', '需求单号', 'Bill number', 18],
  ['deptName', '项目部', 'Project department', 18],
  ['lineNo', '行号', 'Line', 6],
  ['materialCode', '物料编码', 'Material code', 14],
  ['materialName', '物料名称', 'Material', 20],
  ['spec', '规格型号', 'Specification', 16],
  ['unitName', '单位', 'Unit', 8],
  ['needDate', '需用日期', 'Need date', 12],
  ['lineQty', '需求数量', 'Demand qty', 12, '0.000'],
  ['qty', '分包数量', 'Assigned qty', 12, '0.000'],
  ['usedQty', '已寻源数量', 'Sourced qty', 12, '0.000'],
  ['purcharTypeName', '采购方式', 'Purchase method', 14],
  ['purchaserName', '采购员', 'Purchaser', 12],
  ['assignUserName', '分包人', 'Assigned by', 12],
  ['assignTime', '分包时间', 'Assigned at', 20],
  ['allocStatusName', '状态', 'Status', 10],
];

/** Every assignment the filters select, as a workbook (the sub-packaging list and the purchaser's own list). */
export function createAllocationExport(deps: { db: Database }) {
  const { db } = deps;
  return async function exportSheet(
    caller: Caller,
    filter: AllocationFilter,
    lang: Lang,
  ): Promise<SheetSpec> {
    const rows = await purchaserAssignments(db, caller.tenantId)
      .where(and(...allocationConditions(filter)))
      .orderBy(desc(cgNeedsAllocations.assignTime), desc(cgNeedsAllocations.id))
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const described = await describeAllocations(db, caller.tenantId, rows, lang);
    return {
      name: lang === 'en' ? 'Assignments' : '需求分包',
      columns: headers(lang, COLUMNS),
      rows: described.map((a) => ({
        needsNo: a.needsNo,
        deptName: a.deptName,
        lineNo: a.lineNo,
        materialCode: a.materialCode,
        materialName: a.materialName,
        spec: a.spec,
        unitName: a.unitName,
        needDate: a.needDate,
        lineQty: a.lineQty,
        qty: a.qty,
        usedQty: a.usedQty,
        purcharTypeName: a.purcharTypeName || a.purcharType,
        purchaserName: a.purchaserName,
        assignUserName: a.assignUserName,
        assignTime: a.assignTime,
        allocStatusName: a.allocStatusName,
      })),
    };
  };
}
