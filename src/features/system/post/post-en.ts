import type { Shape } from '@/lib/i18n';
import type { postZh } from './post-zh';

/** English strings of the post screens; exactly the keys of post-zh.ts (checked by tsc). */
export const postEn: Shape<typeof postZh> = {
  title: 'Posts',
  category: 'Category',
  postCode: 'Code',
  postName: 'Name',
  sort: 'Sort',
  remark: 'Remark',
  categoryRequired: 'Please select the category',
  postCodeRequired: 'Please enter the post code',
  postNameRequired: 'Please enter the post name',
  sortRequired: 'Please enter the sort order',
};
