/** Chinese strings of the dept screens; a section of the system bundle (system-zh.ts). dept-en.ts mirrors the keys. */
export const deptZh = {
  title: '部门管理',
  deptName: '部门名称',
  fullName: '部门全称',
  parentId: '上级部门',
  deptCategory: '机构类型',
  sort: '排序',
  remark: '备注',
  addChild: '新增子项',
  addChildTitle: '新增子项 · {name}',
  topLevel: '顶级',
  deptNameRequired: '请输入部门名称',
  deptCategoryRequired: '请选择机构类型',
  sortRequired: '请输入排序',
  fullNameHint: '留空则与部门名称相同',
};
