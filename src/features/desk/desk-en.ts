import type { Shape } from '@/lib/i18n';
import type { deskZh } from './desk-zh';

/** English strings of the desk screens; exactly the keys of desk-zh.ts (checked by tsc). */
export const deskEn: Shape<typeof deskZh> = {
  noticeTitle: 'Notices',
  title: 'Title',
  category: 'Type',
  content: 'Content',
  publishStatus: 'Status',
  published: 'Published',
  draft: 'Draft',
  releaseTime: 'Published at',
  audienceType: 'Audience',
  audienceAll: 'Everyone',
  audienceRoles: 'Chosen roles',
  audienceDepts: 'Chosen departments',
  roleIds: 'Roles',
  roleIdsHint: 'Used when the audience is "Chosen roles"',
  deptIds: 'Departments',
  deptIdsHint: 'Used when the audience is "Chosen departments"',
  publish: 'Publish',
  revoke: 'Withdraw',
  publishConfirm: 'Publish the notice "{title}"? Its audience will see it under the notice bell.',
  revokeConfirm: 'Withdraw the notice "{title}"? It becomes a draft and leaves the notice bell.',
  publishedOk: 'Published',
  revokedOk: 'Withdrawn',
  titleRequired: 'Please enter the title',
  categoryRequired: 'Please choose the type',
  audienceTypeRequired: 'Please choose the audience',
  createTime: 'Created',
};
