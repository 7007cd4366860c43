import type { Shape } from '@/lib/i18n';
import type { roleZh } from './role-zh';

/** English strings of the role screens; exactly the keys of role-zh.ts (checked by tsc). */
export const roleEn: Shape<typeof roleZh> = {
  title: 'Roles',
  roleName: 'Role name',
  roleAlias: 'Role alias',
  parentId: 'Parent role',
  parentName: 'Parent role',
  sort: 'Sort order',
  nameRequired: 'Please enter the role name',
  aliasRequired: 'Please enter the role alias',
  sortRequired: 'Please enter the sort order',
  aliasPattern: 'The alias may contain only letters, digits, underscores and hyphens',
  addChild: 'Add child',
  grant: 'Permissions',
  grantTitle: 'Permissions · {name}',
  selectOne: 'Please select exactly one row',
  menuTab: 'Menus',
  dataScopeTab: 'Data scopes',
  apiScopeTab: 'API scopes',
  granted: 'Permissions saved',
};
