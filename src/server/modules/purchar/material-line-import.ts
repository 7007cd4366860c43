import { asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { materials } from '../../db/schema/master-data.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { categoryNames, dictLabels } from '../../documents/enrich.ts';
import {
  IMPORT_MAX_BYTES,
  columnName,
  readSheet,
  sortProblems,
  writeTemplate,
  type CellProblem,
  type ImportColumn,
  type SheetRow,
} from '../../documents/import-sheet.ts';
import { badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import type { Names } from '../../lib/code-names.ts';
import { MATERIAL_UNIT_DICT } from './material.service.ts';

/** What every imported line copies of its material (the snapshot the document's line keeps). */
export interface MaterialSnapshot {
  row: number;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unit: string;
  unitName: string;
  categoryId: string;
  categoryName: string;
}

/**
 * Lines of a document whose lines name materials (demand bills, plans), from a workbook (importDetails): every
 * row checked, the materials found by code among the tenant's enabled ones, and either every line for the editor
 * or every problem by row and column. Nothing is saved: the editor sends the lines with its save call. The
 * document gives its columns and turns a checked row plus its material snapshot into its own line.
 */
export function createMaterialLineImport<K extends string, Line>(options: {
  db: Database;
  columns: readonly ImportColumn<K | 'materialCode'>[];
  sheetName: Names;
  toLine: (row: SheetRow<K | 'materialCode'>, material: MaterialSnapshot) => Line;
}) {
  const { db, columns } = options;
  type Field = K | 'materialCode';

  async function importItems(caller: Caller, file: File, lang: Lang) {
    if (file.size > IMPORT_MAX_BYTES) throw badRequest('importTooLarge');
    const sheet = await readSheet(await file.arrayBuffer(), columns, lang);
    const codeOf = (row: SheetRow<Field>) => row.values.materialCode ?? '';
    const codes = [...new Set(sheet.rows.map(codeOf).filter(Boolean))];
    const found = codes.length
      ? await tenantScope(db, caller.tenantId).select(
          materials,
          inArray(materials.materialCode, codes),
          eq(materials.isDeleted, 0),
        )
      : [];
    const byCode = new Map(found.map((m) => [m.materialCode, m]));
    const problems: CellProblem<Field>[] = [...sheet.problems];
    for (const row of sheet.rows) {
      const code = codeOf(row);
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
          columnName: columnName(columns, 'materialCode', lang),
          value: code,
          message: message(lang, wrong),
        });
      }
    }
    const rowCount = sheet.rows.length;
    if (problems.length) {
      return { valid: false, rowCount, lines: [] as Line[], errors: sortProblems(problems, columns) };
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
      errors: [] as CellProblem<Field>[],
      lines: sheet.rows.map((row) => {
        const material = byCode.get(codeOf(row))!;
        return options.toLine(row, {
          row: row.row,
          materialId: material.id,
          materialCode: material.materialCode,
          materialName: material.materialName,
          spec: material.spec,
          unit: material.unit,
          unitName: units(MATERIAL_UNIT_DICT, material.unit) || material.unit,
          categoryId: material.categoryId,
          categoryName: categoryName.get(material.categoryId) ?? '',
        });
      }),
    };
  }

  /** The template, its example row naming one of the tenant's enabled materials. */
  async function template(caller: Caller, lang: Lang): Promise<Uint8Array> {
    const [example] = await tenantScope(db, caller.tenantId)
      .from(materials, { code: materials.materialCode })
      .where(eq(materials.isDeleted, 0), eq(materials.status, 1))
      .orderBy(asc(materials.materialCode))
      .limit(1);
    // The material code is a column of every such document (the parameter's type says so).
    const examples = { materialCode: example?.code ?? 'WZ0101001' } as Partial<Record<Field, string>>;
    return writeTemplate(columns, lang, options.sheetName, examples);
  }

  return { importItems, template };
}
