/**
 * Chinese strings of the system administration screens (features/system/*). A message bundle loaded with those
 * screens; system-en.ts must have exactly these keys (checked by tsc). One section per resource.
 */
export const systemZh = {
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
