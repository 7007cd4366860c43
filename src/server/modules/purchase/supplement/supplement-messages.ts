/** Contract supplements' refusals (purchase-supplement.yaml), merged into MessageKey. */
export const SUPPLEMENT_MESSAGES = {
  supplementNoChange: {
    zh: 'items: 补充协议至少需要一项变更 (明细、延期或条款变更)',
    en: 'items: a supplement needs at least one change (a line, an extension or a term change)',
  },
  supplementLineTwice: {
    zh: 'items.{0}.contractItemId: 同一合同明细出现了两次: {1}',
    en: 'items.{0}.contractItemId: the same contract line appears twice: {1}',
  },
  supplementLineNotOfContract: {
    zh: 'items.{0}.contractItemId: 不是该合同的明细: {1}',
    en: 'items.{0}.contractItemId: not a line of this contract: {1}',
  },
  supplementLineUnchanged: {
    zh: 'items.{0}: 第 {1} 行 {2} 的数量和单价都没有变化',
    en: 'items.{0}: line {1} {2} changes neither quantity nor price',
  },
  supplementNewLineMaterial: {
    zh: 'items.{0}.materialId: 新增明细请选择物料',
    en: 'items.{0}.materialId: choose the material of the new line',
  },
  supplementMaterialMissing: {
    zh: 'items.{0}.materialId: 物料不存在、已停用或不属于本租户: {1}',
    en: 'items.{0}.materialId: no such enabled material in your tenant: {1}',
  },
  supplementEndNotLater: {
    zh: 'newEndDate: 延期后到期日 {0} 必须晚于合同到期日 {1}',
    en: 'newEndDate: the new end date {0} must be after the contract end date {1}',
  },
  supplementNameRequired: {
    zh: 'supplementName: 请填写补充协议名称',
    en: 'supplementName: enter the supplement name',
  },
  supplementReasonRequired: { zh: 'reason: 请填写变更原因', en: 'reason: enter the reason for the change' },
  supplementFileUnknown: {
    zh: 'files.{0}.attachId: 附件不存在: {1}',
    en: 'files.{0}.attachId: no such uploaded file: {1}',
  },
  supplementContractNotExecuting: {
    zh: 'contractId: 合同 {0} 不是审批通过且履行中的合同,不能签补充协议',
    en: 'contractId: contract {0} is not approved and executing; it takes no supplement',
  },
  supplementContractChanged: {
    zh: 'contractId: 补充协议不能改到另一份合同上',
    en: 'contractId: a supplement cannot move to another contract',
  },
  supplementInFlight: {
    zh: '合同 {0} 已有未生效的补充协议 {1},请先完成或删除它',
    en: 'Contract {0} already has supplement {1} not yet in force; finish or delete it first',
  },
  supplementNotCreator: {
    zh: '只有补充协议的起草人可以修改、删除或提交它',
    en: 'Only the person who drafted the supplement may change, delete or submit it',
  },
  supplementNotEditable: {
    zh: '只有草稿或已驳回的补充协议可以修改或删除',
    en: 'Only a draft or rejected supplement can be changed or deleted',
  },
  supplementLineGone: {
    zh: 'items.{0}.contractItemId: 合同明细已不存在: {1}',
    en: 'items.{0}.contractItemId: the contract line no longer exists: {1}',
  },
  supplementLineMoved: {
    zh: 'items.{0}: 合同第 {1} 行 {2} 自起草后已变化 (数量或单价),请重新编辑补充协议',
    en: 'items.{0}: contract line {1} {2} changed since the supplement was drafted (quantity or price); edit it again',
  },
  supplementBelowOrdered: {
    zh: 'items.{0}.afterQty: 第 {1} 行 {2} 变更后数量 {3} 小于已下单数量 {4}',
    en: 'items.{0}.afterQty: line {1} {2}: the new quantity {3} is below the ordered quantity {4}',
  },
  supplementTotalBelowOrdered: {
    zh: '变更后合同总额 {0} 小于已下单金额 {1}',
    en: 'The contract total after the change, {0}, is below the amount already ordered, {1}',
  },
  supplementTotalBelowInvoiced: {
    zh: '变更后合同总额 {0} 小于已收票金额 {1}',
    en: 'The contract total after the change, {0}, is below the amount already invoiced, {1}',
  },
  supplementTotalBelowApplied: {
    zh: '变更后合同总额 {0} 小于已申请付款金额 {1}',
    en: 'The contract total after the change, {0}, is below the amount already requested for payment, {1}',
  },
  supplementApproveOpinionRequired: {
    zh: 'opinion: 驳回时请填写审批意见',
    en: 'opinion: a rejection needs an opinion',
  },
  supplementNotPending: {
    zh: '补充协议不在审批中',
    en: 'The supplement is not waiting for approval',
  },
} as const;
