import { userZh } from './user/user-zh';
import { roleZh } from './role/role-zh';
import { deptZh } from './dept/dept-zh';
import { postZh } from './post/post-zh';
import { regionZh } from './region/region-zh';
import { menuZh } from './menu/menu-zh';
import { topmenuZh } from './topmenu/topmenu-zh';
import { dictZh } from './dict/dict-zh';
import { tenantZh } from './tenant/tenant-zh';
import { clientZh } from './client/client-zh';
import { scopeZh } from './scope/scope-zh';
/**
 * Chinese strings of the system administration screens (features/system/*). A message bundle loaded with those
 * screens; system-en.ts must have exactly these keys (checked by tsc). One section per resource.
 */
export const systemZh = {
  user: userZh,
  role: roleZh,
  dept: deptZh,
  post: postZh,
  region: regionZh,
  menu: menuZh,
  topmenu: topmenuZh,
  dict: dictZh,
  tenant: tenantZh,
  client: clientZh,
  scope: scopeZh,
  param: {
    title: '参数管理',
    paramName: '参数名称',
    paramKey: '参数键名',
    paramValue: '参数键值',
    remark: '备注',
    updateTime: '更新时间',
    nameRequired: '请输入参数名称',
    keyRequired: '请输入参数键名',
    valueRequired: '请输入参数键值',
  },
};
