import type { regions } from '../schema/platform.ts';

type RegionRow = typeof regions.$inferInsert;
type RegionParent = Pick<
  typeof regions.$inferSelect,
  | 'code'
  | 'ancestors'
  | 'level'
  | 'provinceCode'
  | 'provinceName'
  | 'cityCode'
  | 'cityName'
  | 'districtCode'
  | 'districtName'
  | 'townCode'
  | 'townName'
>;

/** The country row every region hangs under. */
export const ROOT_REGION = '00';

const LEVEL_FIELDS = [
  ['provinceCode', 'provinceName'],
  ['cityCode', 'cityName'],
  ['districtCode', 'districtName'],
  ['townCode', 'townName'],
  ['villageCode', 'villageName'],
] as const;

/**
 * A region row with its derived columns: ancestors, level, and the code/name of each administrative level
 * on its path (province, city, ...), inherited from the parent plus its own at its level. The seed and
 * region/submit both build rows with it, so the two cannot disagree.
 */
export function regionRow(
  parent: RegionParent | undefined,
  code: string,
  name: string,
  sort = 0,
  remark = '',
): RegionRow & RegionParent {
  const level = parent ? parent.level + 1 : 0;
  const row: Required<Omit<RegionRow, 'villageCode' | 'villageName'>> & RegionRow = {
    code,
    parentCode: parent?.code ?? '0',
    ancestors: parent ? `${parent.ancestors},${parent.code}` : '0',
    name,
    level,
    sort,
    remark,
    provinceCode: parent?.provinceCode ?? '',
    provinceName: parent?.provinceName ?? '',
    cityCode: parent?.cityCode ?? '',
    cityName: parent?.cityName ?? '',
    districtCode: parent?.districtCode ?? '',
    districtName: parent?.districtName ?? '',
    townCode: parent?.townCode ?? '',
    townName: parent?.townName ?? '',
  };
  const fields = LEVEL_FIELDS[level - 1];
  if (fields) Object.assign(row, { [fields[0]]: code, [fields[1]]: name });
  return row;
}

/** A small sample (the country, four provinces, a few cities and districts), not the full national table. */
const SAMPLE: [string, string, [string, string, [string, string][]?][]][] = [
  [
    '11',
    '北京市',
    [
      [
        '1101',
        '北京市',
        [
          ['110101', '东城区'],
          ['110105', '朝阳区'],
        ],
      ],
    ],
  ],
  [
    '31',
    '上海市',
    [
      [
        '3101',
        '上海市',
        [
          ['310101', '黄浦区'],
          ['310115', '浦东新区'],
        ],
      ],
    ],
  ],
  [
    '32',
    '江苏省',
    [
      ['3201', '南京市'],
      ['3204', '常州市'],
      [
        '3205',
        '苏州市',
        [
          ['320505', '虎丘区'],
          ['320506', '吴中区'],
        ],
      ],
    ],
  ],
  [
    '44',
    '广东省',
    [
      ['4401', '广州市'],
      ['4403', '深圳市', [['440305', '南山区']]],
    ],
  ],
];

export function sampleRegions(): RegionRow[] {
  const root = regionRow(undefined, ROOT_REGION, '中国');
  const rows: RegionRow[] = [root];
  SAMPLE.forEach(([provinceCode, provinceName, cities], p) => {
    const province = regionRow(root, provinceCode, provinceName, p + 1);
    rows.push(province);
    cities.forEach(([cityCode, cityName, districts], c) => {
      const city = regionRow(province, cityCode, cityName, c + 1);
      rows.push(city);
      districts?.forEach(([code, name], d) => rows.push(regionRow(city, code, name, d + 1)));
    });
  });
  return rows;
}
