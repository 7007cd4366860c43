import type { Database } from '../../../db/database.ts';
import { createMaterialLineImport } from '../material-line-import.ts';
import { lineAmount, type PlanImport } from './plan-records.ts';
import { PLAN_IMPORT_COLUMNS } from './plan-workbook-columns.ts';

type PlanImportLine = PlanImport['lines'][number];

/** Plan lines from a workbook (importDetails) and its template: the shared material-line import, with the plan's columns. */
export function createPlanImport(deps: { db: Database }) {
  return createMaterialLineImport({
    db: deps.db,
    columns: PLAN_IMPORT_COLUMNS,
    sheetName: { zh: '计划明细', en: 'Plan lines' },
    toLine: (row, material): PlanImportLine => {
      const qty = row.values.planQty!;
      const price = row.values.unitPrice;
      const amount = lineAmount(qty, price);
      return {
        ...material,
        planQty: Number(qty),
        unitPrice: price === null ? null : Number(price),
        amount: amount === null ? null : Number(amount),
        needDate: row.values.needDate,
        usePart: row.values.usePart ?? '',
        remark: row.values.remark ?? '',
      };
    },
  });
}
