/** Chinese strings of the material category screen; a section of the procurement bundle. The -en file mirrors the keys. */
export const materialCategoryZh = {
  title: '物料分类',
  categoryName: '分类名称',
  categoryCode: '分类编码',
  parentId: '上级分类',
  sort: '排序',
  status: '状态',
  remark: '备注',
  addChild: '新增子项',
  addChildTitle: '新增子项 · {name}',
  topLevel: '顶级',
  nameRequired: '请输入分类名称',
  codeRequired: '请输入分类编码',
  sortRequired: '请输入排序',
};
