import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-master';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { materialCategories, materials } from '../../db/schema/master-data.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { findLive, removeLive } from '../../lib/records.ts';
import { forest, parentOrTop } from '../../lib/tree-nodes.ts';
import { headers, statusLabel, type SheetSpec } from '../../documents/export-sheet.ts';

type Category = components['schemas']['MaterialCategory'];
type CategorySubmit = components['schemas']['MaterialCategorySubmit'];
type CategoryRow = typeof materialCategories.$inferSelect;
export interface CategoryFilter {
  categoryCode?: string;
  categoryName?: string;
  status?: number;
}

const live = eq(materialCategories.isDeleted, 0);

const toCategory = (row: CategoryRow, parentName: string): Category => ({
  id: row.id,
  parentId: row.parentId,
  parentName,
  categoryCode: row.categoryCode,
  categoryName: row.categoryName,
  ancestors: row.ancestors,
  level: row.level,
  sort: row.sort,
  status: row.status === 1 ? 1 : 0,
  remark: row.remark,
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
});

const includes = (text: string, part: string | undefined) =>
  !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());

/** Depth-first, siblings by sort then code: the order of the tree on screen and of the export. */
function depthFirst<T extends { children?: T[] }>(roots: T[]): T[] {
  return roots.flatMap((node) => [node, ...depthFirst(node.children ?? [])]);
}

/** Material categories (cg_materiel_category): a tree per tenant, code unique among its live rows. */
export function createMaterialCategoryService(db: Database, clock: () => Date, nextId: NextId) {
  async function filtered(caller: Caller, filter: CategoryFilter): Promise<Category[]> {
    const rows = await tenantScope(db, caller.tenantId)
      .select(materialCategories, live)
      .then((all) =>
        all.sort(
          (a, b) =>
            a.sort - b.sort || a.categoryCode.localeCompare(b.categoryCode) || a.id.localeCompare(b.id),
        ),
      );
    const names = new Map(rows.map((row) => [row.id, row.categoryName]));
    return rows
      .filter(
        (row) =>
          includes(row.categoryCode, filter.categoryCode) &&
          includes(row.categoryName, filter.categoryName) &&
          (filter.status === undefined || row.status === filter.status),
      )
      .map((row) => toCategory(row, names.get(row.parentId) ?? ''));
  }

  /** The tree; with filters, the matches only (a match whose parent does not match becomes a root). */
  async function tree(caller: Caller, filter: CategoryFilter): Promise<Category[]> {
    return forest(await filtered(caller, filter));
  }

  async function exportSheet(caller: Caller, filter: CategoryFilter, lang: Lang): Promise<SheetSpec> {
    const nodes = depthFirst(forest(await filtered(caller, filter)));
    const codes = new Map(nodes.map((node) => [node.id, node.categoryCode]));
    return {
      name: lang === 'en' ? 'Material categories' : '物料分类',
      columns: headers(lang, [
        ['categoryCode', '分类编码', 'Code', 16],
        ['categoryName', '分类名称', 'Name', 24],
        ['parentCode', '上级分类编码', 'Parent code', 16],
        ['parentName', '上级分类', 'Parent', 24],
        ['level', '层级', 'Level', 8],
        ['sort', '排序', 'Sort', 8],
        ['status', '状态', 'Status', 10],
        ['remark', '备注', 'Remark', 30],
      ]),
      rows: nodes.map((node) => ({
        categoryCode: node.categoryCode,
        categoryName: node.categoryName,
        parentCode: codes.get(node.parentId) ?? '',
        parentName: node.parentName,
        level: node.level,
        sort: node.sort,
        status: statusLabel(lang, node.status),
        remark: node.remark,
      })),
    };
  }

  async function save(caller: Caller, input: CategorySubmit): Promise<Category> {
    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped = (...c: (SQL | undefined)[]) => scope.where(materialCategories, ...c);
      const [clash] = await scope.select(
        materialCategories,
        live,
        eq(materialCategories.categoryCode, input.categoryCode),
        input.id ? ne(materialCategories.id, input.id) : undefined,
      );
      if (clash) throw badRequest('categoryCodeTaken', input.categoryCode);

      const parentId = parentOrTop(input.parentId);
      let ancestors = '0';
      let level = 1;
      let parentName = '';
      if (parentId !== '0') {
        const [parent] = await scope.select(materialCategories, live, eq(materialCategories.id, parentId));
        if (!parent) throw badRequest('parentMissing', parentId);
        // The parent's ancestors hold every category above it: the category itself among them is a cycle.
        if (input.id && (parent.id === input.id || parent.ancestors.split(',').includes(input.id))) {
          throw badRequest('parentCycle');
        }
        ancestors = `${parent.ancestors},${parent.id}`;
        level = parent.level + 1;
        parentName = parent.categoryName;
      }
      const values = {
        parentId,
        ancestors,
        level,
        categoryCode: input.categoryCode,
        categoryName: input.categoryName,
        sort: input.sort ?? 0,
        status: input.status ?? 1,
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      const id = input.id ?? nextId();
      if (input.id) {
        const before = await findLive(tx, materialCategories, scoped, input.id);
        await scope.update(materialCategories, values, eq(materialCategories.id, input.id));
        const oldPrefix = `${before.ancestors},${input.id}`;
        const newPrefix = `${ancestors},${input.id}`;
        if (oldPrefix !== newPrefix) {
          // The subtree moves along: rewrite the head of every descendant's ancestors and shift its level.
          await scope.update(
            materialCategories,
            {
              ancestors: sql`${newPrefix} || substr(${materialCategories.ancestors}, ${oldPrefix.length + 1})`,
              level: sql`${materialCategories.level} + ${level - before.level}`,
            },
            sql`(${materialCategories.ancestors} = ${oldPrefix} or ${materialCategories.ancestors} like ${`${oldPrefix},%`})`,
          );
        }
      } else {
        await scope.insert(materialCategories, [
          {
            id,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: clock(),
          },
        ]);
      }
      return toCategory(await findLive(tx, materialCategories, scoped, id), parentName);
    });
  }

  /** Refuses while sub-categories or materials remain: deleting would orphan them. */
  async function remove(caller: Caller, id: string) {
    const scope = tenantScope(db, caller.tenantId);
    await removeLive(
      db,
      materialCategories,
      (...c) => scope.where(materialCategories, ...c),
      [id],
      async (tx, [row]) => {
        const inner = tenantScope(tx, caller.tenantId);
        const [child] = await inner.select(materialCategories, live, eq(materialCategories.parentId, id));
        if (child) throw new AppError(400, 'categoryHasChildren', row!.categoryName);
        const [material] = await inner
          .from(materials, { id: materials.id })
          .where(eq(materials.isDeleted, 0), eq(materials.categoryId, id))
          .limit(1);
        if (material) throw new AppError(400, 'categoryHasMaterials', row!.categoryName);
      },
    );
  }

  /** The ids of a category and every live category below it (the material list's category filter). */
  function subtreeCondition(tenantId: string, categoryId: string) {
    return tenantScope(db, tenantId)
      .from(materialCategories, { id: materialCategories.id })
      .where(
        live,
        sql`(${materialCategories.id} = ${categoryId} or (',' || ${materialCategories.ancestors} || ',') like ${`%,${categoryId},%`})`,
      );
  }

  return { tree, exportSheet, save, remove, subtreeCondition };
}

export type MaterialCategoryService = ReturnType<typeof createMaterialCategoryService>;
