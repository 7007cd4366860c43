import type { Shape } from '@/lib/i18n';
import type { systemZh } from './system-zh';
import { userEn } from './user/user-en';
import { roleEn } from './role/role-en';
import { deptEn } from './dept/dept-en';
import { postEn } from './post/post-en';
import { regionEn } from './region/region-en';
import { menuEn } from './menu/menu-en';
import { topmenuEn } from './topmenu/topmenu-en';
import { dictEn } from './dict/dict-en';
import { tenantEn } from './tenant/tenant-en';
import { clientEn } from './client/client-en';
import { scopeEn } from './scope/scope-en';

/** English strings of the system administration screens; exactly the keys of system-zh.ts (checked by tsc). */
export const systemEn: Shape<typeof systemZh> = {
  user: userEn,
  role: roleEn,
  dept: deptEn,
  post: postEn,
  region: regionEn,
  menu: menuEn,
  topmenu: topmenuEn,
  dict: dictEn,
  tenant: tenantEn,
  client: clientEn,
  scope: scopeEn,
  param: {
    title: 'Parameters',
    paramName: 'Name',
    paramKey: 'Key',
    paramValue: 'Value',
    remark: 'Remark',
    updateTime: 'Updated',
    nameRequired: 'Please enter the parameter name',
    keyRequired: 'Please enter the parameter key',
    valueRequired: 'Please enter the parameter value',
  },
};
