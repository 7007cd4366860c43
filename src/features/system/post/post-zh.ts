/** Chinese strings of the post screens; a section of the system bundle (system-zh.ts). post-en.ts mirrors the keys. */
export const postZh = {
  title: '岗位管理',
  category: '岗位类型',
  postCode: '岗位编号',
  postName: '岗位名称',
  sort: '排序',
  remark: '备注',
  categoryRequired: '请选择岗位类型',
  postCodeRequired: '请输入岗位编号',
  postNameRequired: '请输入岗位名称',
  sortRequired: '请输入排序',
};
