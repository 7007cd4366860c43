import { asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { categoryNames, dictLabels } from '../../../documents/enrich.ts';
import {
  IMPORT_MAX_BYTES,
  columnName,
  readSheet,
  sortProblems,
  writeTemplate,
  type CellProblem,
} from '../../../documents/import-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import { message, type Lang } from '../../../http/messages.ts';
import { MATERIAL_UNIT_DICT } from '../material.service.ts';
import { lineAmount, type PlanImport } from './plan-records.ts';
import { PLAN_IMPORT_COLUMNS, type PlanImportField } from './plan-workbook-columns.ts';

/**
 * Plan lines from a workbook (importDetails): every row checked, materials found by code among the tenant's
 * enabled ones; either every line for the editor or every problem by row and column. Nothing is saved.
 */
export function createPlanImport(deps: { db: Database }) {
  const { db } = deps;

  async function importItems(caller: Caller, file: File, lang: Lang): Promise<PlanImport> {
    if (file.size > IMPORT_MAX_BYTES) throw badRequest('importTooLarge');
    const sheet = await readSheet(await file.arrayBuffer(), PLAN_IMPORT_COLUMNS, lang);
    const text = (row: (typeof sheet.rows)[number], key: PlanImportField) => row.values[key] ?? '';
    const codes = [...new Set(sheet.rows.map((row) => text(row, 'materialCode')).filter(Boolean))];
    const found = codes.length
      ? await tenantScope(db, caller.tenantId).select(
          materials,
          inArray(materials.materialCode, codes),
          eq(materials.isDeleted, 0),
        )
      : [];
    const byCode = new Map(found.map((m) => [m.materialCode, m]));
    const problems: CellProblem<PlanImportField>[] = [...sheet.problems];
    for (const row of sheet.rows) {
      const code = text(row, 'materialCode');
      if (!code) continue;
      const material = byCode.get(code);
      const wrong = !material
        ? 'importMaterialUnknown'
        : material.status !== 1
          ? 'importMaterialDisabled'
          : null;
      if (wrong) {
        problems.push({
          row: row.row,
          column: 'materialCode',
          columnName: columnName(PLAN_IMPORT_COLUMNS, 'materialCode', lang),
          value: code,
          message: message(lang, wrong),
        });
      }
    }
    const rowCount = sheet.rows.length;
    if (problems.length) {
      return { valid: false, rowCount, lines: [], errors: sortProblems(problems, PLAN_IMPORT_COLUMNS) };
    }
    const [units, categoryName] = await Promise.all([
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      categoryNames(
        db,
        caller.tenantId,
        found.map((m) => m.categoryId),
      ),
    ]);
    return {
      valid: true,
      rowCount,
      errors: [],
      lines: sheet.rows.map((row) => {
        const material = byCode.get(text(row, 'materialCode'))!;
        const qty = row.values.planQty!;
        const price = row.values.unitPrice;
        const amount = lineAmount(qty, price);
        return {
          row: row.row,
          materialId: material.id,
          materialCode: material.materialCode,
          materialName: material.materialName,
          spec: material.spec,
          unit: material.unit,
          unitName: units(MATERIAL_UNIT_DICT, material.unit) || material.unit,
          categoryId: material.categoryId,
          categoryName: categoryName.get(material.categoryId) ?? '',
          planQty: Number(qty),
          unitPrice: price === null ? null : Number(price),
          amount: amount === null ? null : Number(amount),
          needDate: row.values.needDate,
          usePart: text(row, 'usePart'),
          remark: text(row, 'remark'),
        };
      }),
    };
  }

  async function template(caller: Caller, lang: Lang): Promise<Uint8Array> {
    const [example] = await tenantScope(db, caller.tenantId)
      .from(materials, { code: materials.materialCode })
      .where(eq(materials.isDeleted, 0), eq(materials.status, 1))
      .orderBy(asc(materials.materialCode))
      .limit(1);
    return writeTemplate(
      PLAN_IMPORT_COLUMNS,
      lang,
      { zh: '计划明细', en: 'Plan lines' },
      {
        materialCode: example?.code ?? 'WZ0101001',
      },
    );
  }

  return { importItems, template };
}
