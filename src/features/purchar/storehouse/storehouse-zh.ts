/** Chinese strings of the storehouse screen; a section of the procurement bundle. storehouse-en.ts mirrors the keys. */
export const storehouseZh = {
  title: '仓库',
  storehouseCode: '仓库编码',
  storehouseName: '仓库名称',
  storehouseType: '仓库类型',
  project: '所属项目',
  address: '地址',
  keeper: '库管员',
  status: '状态',
  remark: '备注',
  codeRequired: '请输入仓库编码',
  nameRequired: '请输入仓库名称',
  typeRequired: '请选择仓库类型',
};
