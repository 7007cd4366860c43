import type { Names } from '../../lib/code-names.ts';

/**
 * System administration: menus, scopes, roles, posts, departments, dictionaries, parameters, clients, tenants and
 * regions (merged into MessageKey).
 */
export const SYSTEM_MESSAGES = {
  unknownMenus: { zh: '菜单不存在: {0}', en: 'No such menu: {0}' },
  unknownScopes: { zh: '权限规则不存在: {0}', en: 'No such scope: {0}' },
  superRoleAlias: {
    zh: '无权创建超管角色',
    en: 'Only the platform administrator may use the alias administrator',
  },
  grantBeyondOwn: { zh: '不能授予自己没有的菜单: {0}', en: 'You cannot grant menus you do not hold: {0}' },
  roleInUse: { zh: '角色仍被用户使用,不能删除: {0}', en: 'These roles are still assigned to users: {0}' },
  postInUse: { zh: '岗位仍被用户使用,不能删除: {0}', en: 'These posts are still held by users: {0}' },
  deptHasUsers: { zh: '部门下仍有用户,不能删除: {0}', en: 'These departments still have users: {0}' },
  dictCodeTaken: { zh: '字典编号已存在: {0}', en: 'The dictionary code {0} already exists' },
  dictKeyTaken: { zh: '当前字典键值已存在: {0} / {1}', en: 'The entry {1} of dictionary {0} already exists' },
  dictKeyRequired: { zh: 'dictKey: 请输入字典键值', en: 'dictKey: enter the entry key' },
  dictSealed: {
    zh: '字典已封存,不能修改或删除: {0}',
    en: 'Sealed dictionary entries cannot be changed or removed: {0}',
  },
  paramKeyTaken: { zh: '参数键名已存在: {0}', en: 'The parameter key {0} already exists' },
  clientIdTaken: { zh: '客户端编号已存在: {0}', en: 'The client id {0} already exists' },
  clientInUse: {
    zh: '不能删除当前会话所用的客户端: {0}',
    en: 'The client of your own session cannot be removed: {0}',
  },
  platformTenantFixed: { zh: '不能删除平台租户 000000', en: 'The platform tenant 000000 cannot be removed' },
  regionParentFixed: { zh: '行政区划的上级不能修改: {0}', en: 'A region cannot move to another parent: {0}' },
} as const satisfies Record<string, Names>;
