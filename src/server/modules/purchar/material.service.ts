import { asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-master';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { commodities, materialCategories, materials } from '../../db/schema/master-data.ts';
import { cgNeedsItems } from '../../db/schema/procurement.ts';
import { kcStockInItems, kcStockLedger, kcStockOutItems } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { dictLabels, type Labels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import type { MaterialCategoryService } from './material-category.service.ts';
import {
  decimalFromJson,
  decimalNumber,
  optionalDecimalFromJson,
  optionalDecimalNumber,
} from '../../domain/values.ts';
import { assertDictKey } from '../../lib/dictionary.ts';
import {
  headers,
  statusLabel,
  yesNoLabel,
  EXPORT_MAX_ROWS,
  type SheetSpec,
} from '../../documents/export-sheet.ts';

type Material = components['schemas']['Material'];
type MaterialSubmit = components['schemas']['MaterialSubmit'];
export type MaterialRow = typeof materials.$inferSelect;
export interface MaterialFilter {
  materialCode?: string;
  materialName?: string;
  keyword?: string;
  categoryId?: string;
  status?: number;
}

export const MATERIAL_UNIT_DICT = 'material_unit';
const live = eq(materials.isDeleted, 0);

/**
 * The materials a new document (demand bill, plan, ...) may use: every id a live material of the tenant (else
 * 400 naming the missing ids) and enabled (else 400 naming the disabled codes). Call it inside the document's
 * transaction; it answers the rows so the document can snapshot code, name, spec and unit.
 */
export async function assertUsableMaterials(
  tx: Database | Tx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, MaterialRow>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await tenantScope(tx as Database, tenantId).select(
    materials,
    live,
    inArray(materials.id, wanted),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length) throw badRequest('materialMissing', missing.join(','));
  const disabled = rows.filter((row) => row.status !== 1);
  if (disabled.length)
    throw badRequest('materialDisabled', disabled.map((row) => row.materialCode).join(','));
  return byId;
}

const toMaterial = (row: MaterialRow, categoryName: string, units: Labels): Material => ({
  id: row.id,
  materialCode: row.materialCode,
  materialName: row.materialName,
  categoryId: row.categoryId,
  categoryName,
  spec: row.spec,
  unit: row.unit,
  unitName: units(MATERIAL_UNIT_DICT, row.unit),
  brand: row.brand,
  taxRate: decimalNumber(row.taxRate),
  referencePrice: optionalDecimalNumber(row.referencePrice),
  isStock: row.isStock === 1 ? 1 : 0,
  status: row.status === 1 ? 1 : 0,
  remark: row.remark,
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
});

/** Materials (cg_material): code unique per tenant, a category of the tenant, a unit from material_unit. */
export function createMaterialService(
  db: Database,
  clock: () => Date,
  nextId: NextId,
  categories: MaterialCategoryService,
) {
  function condition(caller: Caller, filter: MaterialFilter): SQL | undefined {
    const keyword = filter.keyword?.trim();
    return tenantScope(db, caller.tenantId).where(
      materials,
      live,
      contains(materials.materialCode, filter.materialCode),
      contains(materials.materialName, filter.materialName),
      keyword
        ? or(
            contains(materials.materialCode, keyword),
            contains(materials.materialName, keyword),
            contains(materials.spec, keyword),
          )
        : undefined,
      filter.categoryId
        ? inArray(materials.categoryId, categories.subtreeCondition(caller.tenantId, filter.categoryId))
        : undefined,
      filter.status === undefined ? undefined : eq(materials.status, filter.status),
    );
  }

  /** Category names and unit labels for a set of rows, in two queries. */
  async function describe(caller: Caller, rows: MaterialRow[], lang: Lang) {
    const ids = [...new Set(rows.map((row) => row.categoryId))];
    const [names, units] = await Promise.all([
      ids.length
        ? tenantScope(db, caller.tenantId)
            .from(materialCategories, { id: materialCategories.id, name: materialCategories.categoryName })
            .where(inArray(materialCategories.id, ids))
        : Promise.resolve([]),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    const byId = new Map(names.map((row) => [row.id, row.name]));
    return (row: MaterialRow) => toMaterial(row, byId.get(row.categoryId) ?? '', units);
  }

  async function page(caller: Caller, query: PageQuery & MaterialFilter, lang: Lang) {
    const found = await pageOf(db, materials, condition(caller, query), [asc(materials.materialCode)], query);
    const map = await describe(caller, found.records, lang);
    return { ...found, records: found.records.map(map) };
  }

  async function exportSheet(caller: Caller, filter: MaterialFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await tenantScope(db, caller.tenantId)
      .from(materials)
      .where(condition(caller, filter))
      .orderBy(asc(materials.materialCode))
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const map = await describe(caller, rows, lang);
    return {
      name: lang === 'en' ? 'Materials' : '物料',
      columns: headers(lang, [
        ['materialCode', '物料编码', 'Code', 16],
        ['materialName', '物料名称', 'Name', 24],
        ['categoryName', '物料分类', 'Category', 18],
        ['spec', '规格型号', 'Specification', 20],
        ['unitName', '计量单位', 'Unit', 10],
        ['brand', '品牌', 'Brand', 14],
        ['taxRate', '税率(%)', 'Tax rate (%)', 10, '0.00'],
        ['referencePrice', '参考单价', 'Reference price', 14, '0.0000'],
        ['isStock', '库存管理', 'Stock-managed', 10],
        ['status', '状态', 'Status', 10],
        ['remark', '备注', 'Remark', 30],
      ]),
      rows: rows.map(map).map((material) => ({
        materialCode: material.materialCode,
        materialName: material.materialName,
        categoryName: material.categoryName,
        spec: material.spec,
        unitName: material.unitName || material.unit,
        brand: material.brand,
        taxRate: material.taxRate,
        referencePrice: material.referencePrice ?? null,
        isStock: yesNoLabel(lang, material.isStock),
        status: statusLabel(lang, material.status),
        remark: material.remark,
      })),
    };
  }

  async function save(caller: Caller, input: MaterialSubmit, lang: Lang): Promise<Material> {
    const row = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped = (...c: (SQL | undefined)[]) => scope.where(materials, ...c);
      const [clash] = await scope.select(
        materials,
        live,
        eq(materials.materialCode, input.materialCode),
        input.id ? ne(materials.id, input.id) : undefined,
      );
      if (clash) throw badRequest('materialCodeTaken', input.materialCode);
      const [category] = await scope.select(
        materialCategories,
        eq(materialCategories.isDeleted, 0),
        eq(materialCategories.id, input.categoryId),
      );
      if (!category) throw badRequest('categoryMissing', input.categoryId);
      await assertDictKey(tx, MATERIAL_UNIT_DICT, input.unit, 'unit');
      const values = {
        materialCode: input.materialCode,
        materialName: input.materialName,
        categoryId: input.categoryId,
        spec: input.spec ?? '',
        unit: input.unit,
        brand: input.brand ?? '',
        taxRate: decimalFromJson('taxRate', input.taxRate ?? 13, 2),
        referencePrice: optionalDecimalFromJson('referencePrice', input.referencePrice, 4),
        isStock: input.isStock ?? 1,
        status: input.status ?? 1,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      const id = input.id ?? nextId();
      if (input.id) {
        await findLive(tx, materials, scoped, input.id);
        await scope.update(materials, values, eq(materials.id, input.id));
      } else {
        await scope.insert(materials, [
          {
            id,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
      return findLive(tx, materials, scoped, id);
    });
    return (await describe(caller, [row], lang))(row);
  }

  /** A material that commodities or demand lines use stays (disable it instead): documents keep pointing at it. */
  async function remove(caller: Caller, id: string) {
    const scope = tenantScope(db, caller.tenantId);
    await removeLive(
      db,
      materials,
      (...c) => scope.where(materials, ...c),
      [id],
      async (tx, [row]) => {
        const inner = tenantScope(tx, caller.tenantId);
        const [commodity] = await inner
          .from(commodities, { id: commodities.id })
          .where(eq(commodities.isDeleted, 0), eq(commodities.materialId, id))
          .limit(1);
        const [line] = await inner
          .from(cgNeedsItems, { id: cgNeedsItems.id })
          .where(eq(cgNeedsItems.isDeleted, 0), eq(cgNeedsItems.materialId, id))
          .limit(1);
        if (commodity || line) throw new AppError(400, 'materialInUse', row!.materialCode);
        // Stock keeps its history: a material that moved, or sits on a stock document, is disabled instead.
        const [moved] = await inner
          .from(kcStockLedger, { id: kcStockLedger.id })
          .where(eq(kcStockLedger.materialId, id))
          .limit(1);
        const [stockIn] = await inner
          .from(kcStockInItems, { id: kcStockInItems.id })
          .where(eq(kcStockInItems.isDeleted, 0), eq(kcStockInItems.materialId, id))
          .limit(1);
        const [stockOut] = await inner
          .from(kcStockOutItems, { id: kcStockOutItems.id })
          .where(eq(kcStockOutItems.isDeleted, 0), eq(kcStockOutItems.materialId, id))
          .limit(1);
        if (moved || stockIn || stockOut) throw new AppError(409, 'materialHasMovements', row!.materialCode);
      },
    );
  }

  return { page, exportSheet, save, remove };
}

export type MaterialService = ReturnType<typeof createMaterialService>;
