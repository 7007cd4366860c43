/** Chinese strings of what the procurement documents share (the material picker); a section of the area bundle. */
export const sharedZh = {
  picker: {
    title: '选择物料',
    keyword: '物料编码/名称',
    category: '物料分类',
    allCategories: '全部分类',
    search: '搜索',
    select: '选择 {code} {name}',
    disabledMaterial: '已停用',
    selected: '已选 {count} 项',
    add: '添加到明细',
    empty: '没有符合条件的物料',
    loading: '正在加载…',
    loadFailed: '物料加载失败',
    materialCode: '物料编码',
    materialName: '物料名称',
    spec: '规格型号',
    unit: '单位',
  },
};
