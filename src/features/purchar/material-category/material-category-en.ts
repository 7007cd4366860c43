import type { Shape } from '@/lib/i18n';
import type { materialCategoryZh } from './material-category-zh';

/** English strings of the material category screen; exactly the keys of material-category-zh.ts. */
export const materialCategoryEn: Shape<typeof materialCategoryZh> = {
  title: 'Material categories',
  categoryName: 'Name',
  categoryCode: 'Code',
  parentId: 'Parent category',
  sort: 'Sort',
  status: 'Status',
  remark: 'Remark',
  addChild: 'Add child',
  addChildTitle: 'Add child · {name}',
  topLevel: 'Top level',
  nameRequired: 'Please enter the category name',
  codeRequired: 'Please enter the category code',
  sortRequired: 'Please enter the sort order',
};
