import type { Shape } from '@/lib/i18n';
import type { regionZh } from './region-zh';

/** English strings of the region screens; exactly the keys of region-zh.ts (checked by tsc). */
export const regionEn: Shape<typeof regionZh> = {
  title: 'Regions',
  code: 'Code',
  name: 'Name',
  parentCode: 'Parent code',
  parentName: 'Parent region',
  level: 'Level',
  sort: 'Sort',
  remark: 'Remark',
  provinceName: 'Province',
  cityName: 'City',
  districtName: 'District',
  townName: 'Town',
  villageName: 'Village',
  addChild: 'Add child',
  codeRequired: 'Please enter the region code',
  codeFormat: 'The region code is 2 to 12 digits',
  codePrefix: 'The region code must start with the parent code {parent} and be longer',
  nameRequired: 'Please enter the region name',
  sortRequired: 'Please enter the sort order',
  codeHint: 'A child code starts with its parent code, e.g. 1101 → 110101',
};
