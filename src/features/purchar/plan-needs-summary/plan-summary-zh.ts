/** Chinese strings of the plan summary screen (计划汇总); a section of the procurement bundle. */
export const planSummaryZh = {
  title: '计划汇总',
  field: {
    dept: '项目部',
    materialKeyword: '物料编码/名称',
    materialCode: '物料编码',
    materialName: '物料名称',
    spec: '规格型号',
    unit: '单位',
    planQty: '计划数量',
    demandedQty: '已提报数量',
    contractedQty: '已签合同数量',
    receivedQty: '已到货数量',
    remainingQty: '剩余计划数量',
    execRate: '执行率',
  },
};
