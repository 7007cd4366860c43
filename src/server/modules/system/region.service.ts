import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Database } from '../../db/database.ts';
import { regions } from '../../db/schema/platform.ts';
import { regionRow, ROOT_REGION } from '../../db/seed/regions.ts';
import { badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import { dictLabels, type Labels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { notFound } from '../../lib/records.ts';
import { treeNode } from '../../lib/tree-nodes.ts';
import { sharedTables } from '../../db/tenant-scope.ts';

type Region = components['schemas']['Region'];
type RegionSubmit = components['schemas']['RegionSubmit'];
type RegionRow = typeof regions.$inferSelect;

/** The code/name columns a region of each level fills for itself (level 1 = province, ...). */
const OWN_COLUMNS = [
  [regions.provinceCode, 'provinceName'],
  [regions.cityCode, 'cityName'],
  [regions.districtCode, 'districtName'],
  [regions.townCode, 'townName'],
  [regions.villageCode, 'villageName'],
] as const;

const toRegion = (row: RegionRow, labels: Labels, parentName?: string): Region => ({
  ...row,
  levelName: labels('region', row.level),
  ...(parentName !== undefined ? { parentName } : {}),
});

/** Administrative regions, platform-wide and keyed by code; removal is physical (BladeX keeps no history). */
export function createRegionService(db: Database) {
  const labelsFor = (lang: Lang) => dictLabels(db, ['region'], lang);
  const byCode = async (code: string) =>
    (await sharedTables(db).from(regions).where(eq(regions.code, code)))[0];

  async function list(query: PageQuery & { code?: string; name?: string; parentCode?: string }, lang: Lang) {
    const where = and(
      query.code ? like(regions.code, `${query.code.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      contains(regions.name, query.name),
      query.parentCode ? eq(regions.parentCode, query.parentCode) : undefined,
    );
    const [page, labels] = await Promise.all([
      pageOf(db, regions, where, [asc(regions.code)], query),
      labelsFor(lang),
    ]);
    return { ...page, records: page.records.map((row) => toRegion(row, labels)) };
  }

  async function hasChildren(codes: string[]) {
    if (codes.length === 0) return new Set<string>();
    const rows = await sharedTables(db)
      .from(regions, { parentCode: regions.parentCode, n: count() })
      .where(inArray(regions.parentCode, codes))
      .groupBy(regions.parentCode);
    return new Set(rows.map((row) => row.parentCode));
  }

  /** One level below parentCode (the country when absent), as TreeNodes keyed by code. */
  async function lazyTree(parentCode: string | undefined) {
    const rows = await sharedTables(db)
      .from(regions)
      .where(eq(regions.parentCode, parentCode || ROOT_REGION))
      .orderBy(asc(regions.sort), asc(regions.code));
    const withChildren = await hasChildren(rows.map((row) => row.code));
    return rows.map((row) => treeNode(row.code, row.parentCode, row.name, withChildren.has(row.code)));
  }

  async function detail(code: string, lang: Lang): Promise<Region> {
    const row = await byCode(code);
    if (!row) throw notFound(code);
    const parent = row.parentCode === '0' ? undefined : await byCode(row.parentCode);
    const [labels, children] = await Promise.all([labelsFor(lang), hasChildren([row.code])]);
    const parentName = parent?.name ?? message(lang, 'topLevel');
    return { ...toRegion(row, labels, parentName), hasChildren: children.has(row.code) };
  }

  /**
   * A new code is placed under its parent with every derived column filled; an existing code keeps its place
   * and renames (the rows below it carry its name in their level column, so they follow).
   */
  async function submit(input: RegionSubmit) {
    await db.transaction(async (tx) => {
      const [existing] = await sharedTables(tx).from(regions).where(eq(regions.code, input.code));
      if (existing) {
        if (existing.parentCode !== input.parentCode) throw badRequest('regionParentFixed', input.code);
        await sharedTables(tx).update(
          regions,
          { name: input.name, sort: input.sort, remark: input.remark ?? '' },
          eq(regions.code, input.code),
        );
        const own = OWN_COLUMNS[existing.level - 1];
        if (own) {
          const [column, nameField] = own;
          await sharedTables(tx).update(
            regions,
            { [nameField]: input.name } as Partial<RegionRow>,
            eq(column, input.code),
          );
        }
        return;
      }
      const [parent] = await sharedTables(tx).from(regions).where(eq(regions.code, input.parentCode));
      if (!parent) throw badRequest('parentMissing', input.parentCode);
      await sharedTables(tx).insert(regions, [
        regionRow(parent, input.code, input.name, input.sort, input.remark ?? ''),
      ]);
    });
  }

  async function remove(code: string) {
    await db.transaction(async (tx) => {
      const [row] = await sharedTables(tx).from(regions).where(eq(regions.code, code));
      if (!row) throw notFound(code);
      const [child] = await sharedTables(tx)
        .from(regions, { code: regions.code })
        .where(eq(regions.parentCode, code))
        .limit(1);
      if (child) throw badRequest('hasChildren', row.name);
      await sharedTables(tx).delete(regions, eq(regions.code, code));
    });
  }

  return { list, lazyTree, detail, submit, remove };
}

export type RegionService = ReturnType<typeof createRegionService>;
