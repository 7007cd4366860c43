import type { Shape } from '@/lib/i18n';
import type { deptZh } from './dept-zh';

/** English strings of the dept screens; exactly the keys of dept-zh.ts (checked by tsc). */
export const deptEn: Shape<typeof deptZh> = {
  title: 'Departments',
  deptName: 'Name',
  fullName: 'Full name',
  parentId: 'Parent department',
  deptCategory: 'Category',
  sort: 'Sort',
  remark: 'Remark',
  addChild: 'Add child',
  addChildTitle: 'Add child · {name}',
  topLevel: 'Top level',
  deptNameRequired: 'Please enter the department name',
  deptCategoryRequired: 'Please select the category',
  sortRequired: 'Please enter the sort order',
  fullNameHint: 'Left empty, the name is used',
};
