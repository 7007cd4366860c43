import { getRegionLazyTree, getRegionList } from '@/api/generated/blade-system/endpoints/region/region';
import type { Region } from '@/api/generated/blade-system/model';

/** The country; the tree starts with the regions below it (provinces). */
export const ROOT_REGION = '00';

/** Most rows region/list answers per page (a region has fewer direct children than this). */
const LEVEL_PAGE = 500;

/** A row of the region tree: the code is the id; the details come from region/list when it answered them. */
export type RegionNode = Partial<Region> &
  Pick<Region, 'code' | 'name' | 'parentCode'> & { id: string; hasChildren?: boolean };

/**
 * The regions directly under `parentCode`. region/lazy-tree says which have children but carries only code and
 * name; region/list (same parent) carries level, sort and remark. Both are asked at once and joined by code.
 */
export async function loadRegionLevel(parentCode: string): Promise<RegionNode[]> {
  const [tree, page] = await Promise.all([
    getRegionLazyTree({ parentCode }),
    getRegionList({ parentCode, current: 1, size: LEVEL_PAGE }),
  ]);
  const details = new Map((page.data?.records ?? []).map((region) => [region.code, region]));
  return tree.data.map((node) => ({
    ...details.get(node.id),
    id: node.id,
    code: node.id,
    name: node.title,
    parentCode: node.parentId,
    hasChildren: node.hasChildren ?? false,
  }));
}
