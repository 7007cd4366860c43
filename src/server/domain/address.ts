/**
 * The one text of a postal address from its region path and street: 上海市 + 上海市 + 浦东新区 + 世纪大道 100 号
 * reads 上海市浦东新区世纪大道100号, not 上海市上海市…. A municipality (北京, 上海, 天津, 重庆) is its own city, so
 * the region tree names it twice (or names the city 市辖区); a part equal to the one before it, or a placeholder
 * level, says nothing. A street typed with its region already in front is not prefixed again.
 */
const PLACEHOLDER_LEVELS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

export function joinRegionPath(regions: readonly (string | null | undefined)[], street = ''): string {
  const parts: string[] = [];
  for (const raw of regions) {
    const part = (raw ?? '').trim();
    if (!part || PLACEHOLDER_LEVELS.has(part) || part === parts.at(-1)) continue;
    parts.push(part);
  }
  const region = parts.join('');
  const detail = street.trim();
  if (!detail) return region;
  return detail.startsWith(region) ? detail : `${region}${detail}`;
}
