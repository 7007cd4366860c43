/** Chinese strings of the demand bill editor's "from plan" picker; a section of the procurement bundle. */
export const planPickerZh = {
  fromPlan: '从计划选择',
  title: '从需求计划选择物料',
  keyword: '物料编码/名称',
  search: '查询',
  empty: '没有可提报的计划明细 (计划须已审批、启用且有剩余数量)',
  add: '加入 {count} 行',
  planLine: '计划 {planNo} 第 {lineNo} 行',
  remaining: '剩余 {qty}',
};
