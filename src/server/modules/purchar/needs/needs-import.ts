import type { Database } from '../../../db/database.ts';
import { createMaterialLineImport } from '../material-line-import.ts';
import { lineAmount, type NeedsImport } from './needs-records.ts';
import { NEEDS_IMPORT_COLUMNS } from './needs-workbook-columns.ts';

type NeedsImportLine = NeedsImport['lines'][number];

/** Bill lines from a workbook (importDetails) and its template: the shared material-line import, with the bill's columns. */
export function createNeedsImport(deps: { db: Database }) {
  return createMaterialLineImport({
    db: deps.db,
    columns: NEEDS_IMPORT_COLUMNS,
    sheetName: { zh: '需求明细', en: 'Lines' },
    toLine: (row, material): NeedsImportLine => {
      const qty = row.values.qty!;
      const price = row.values.estimatedPrice;
      const amount = lineAmount(qty, price);
      return {
        ...material,
        qty: Number(qty),
        estimatedPrice: price === null ? null : Number(price),
        estimatedAmount: amount === null ? null : Number(amount),
        needDate: row.values.needDate,
        usePart: row.values.usePart ?? '',
        brandRequirement: row.values.brandRequirement ?? '',
        technicalParams: row.values.technicalParams ?? '',
        remark: row.values.remark ?? '',
      };
    },
  });
}
