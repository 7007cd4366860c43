import type { Names } from '../../../lib/code-names.ts';

/** Contracts' and orders' refusals (purchase-contract.yaml), merged into MessageKey. */
export const CONTRACT_MESSAGES = {
  contractNoLines: { zh: 'items: 合同至少需要一行明细', en: 'items: a contract needs at least one line' },
  contractLineNotOfContract: {
    zh: 'items.{0}.id: 不是本合同的明细: {1}',
    en: 'items.{0}.id: not a line of this contract: {1}',
  },
  contractLineMaterialMissing: {
    zh: 'items.{0}.materialId: 物料不存在或不属于本租户: {1}',
    en: 'items.{0}.materialId: no such material in your tenant: {1}',
  },
  contractLineMaterialDisabled: {
    zh: 'items.{0}.materialId: 物料 {1} 已停用',
    en: 'items.{0}.materialId: material {1} is disabled',
  },
  contractRatiosNot100: {
    zh: 'payTerms: 付款条款比例合计必须等于 100%,当前为 {0}%',
    en: 'payTerms: the payment terms must add up to exactly 100%, they add up to {0}%',
  },
  contractNoPayTerms: {
    zh: 'payTerms: 请至少填写一条付款条款',
    en: 'payTerms: add at least one payment term',
  },
  contractTotalZero: { zh: '合同金额必须大于 0', en: 'The contract total must be greater than 0' },
  contractBuyerUnknown: {
    zh: 'buyerId: 甲方必须是本租户的公司 (机构类型为公司或区域公司): {0}',
    en: 'buyerId: the buyer must be one of your companies (a company or regional company department): {0}',
  },
  contractDeptNotProject: {
    zh: 'deptId: 必须是本租户的项目部: {0}',
    en: 'deptId: must be a project department of your tenant: {0}',
  },
  contractAccountNotSaler: {
    zh: 'salerAccountId: 该账户不属于乙方供应商: {0}',
    en: "salerAccountId: this account is not the seller's: {0}",
  },
  contractPurchaserUnknown: {
    zh: 'purchaserId: 用户不存在或已停用: {0}',
    en: 'purchaserId: no such enabled user: {0}',
  },
  contractEndBeforeStart: {
    zh: 'endDate: 到期日不能早于生效日',
    en: 'endDate: the end date cannot be before the start date',
  },
  contractFileUnknown: {
    zh: 'files.{0}.attachId: 附件不存在或不属于本租户: {1}',
    en: 'files.{0}.attachId: no such attachment in your tenant: {1}',
  },
  contractNoTaken: {
    zh: 'contractNo: 合同编号已存在: {0}',
    en: 'contractNo: this contract number is taken: {0}',
  },
  contractNotCreator: {
    zh: '只有合同的创建人可以修改、删除或提交',
    en: 'Only the person who created the contract may change, delete or submit it',
  },
  contractNotEditable: {
    zh: '合同已提交审批,不能修改或删除 (可先撤回)',
    en: 'The contract is in approval and cannot be changed or deleted (withdraw it first)',
  },
  contractApproveOpinionRequired: {
    zh: 'opinion: 驳回时必须填写审批意见',
    en: 'opinion: a reason is required to reject',
  },
  contractNotPending: { zh: '合同不在审批中', en: 'The contract is not waiting for approval' },
  contractNotExecuting: {
    zh: '合同「{0}」不是履行中状态 (当前: {1}),不能下单',
    en: 'Contract {0} is not executing (now: {1}); it cannot be ordered from',
  },
  contractExpired: {
    zh: '合同「{0}」已于 {1} 到期,不能下单',
    en: 'Contract {0} expired on {1}; it cannot be ordered from',
  },
  contractNothingToOrder: {
    zh: '合同「{0}」已无剩余可下单数量',
    en: 'Nothing is left to order on contract {0}',
  },
  contractOrderAboveRemaining: {
    zh: '第 {0} 行 {1}: 下单数量 {2} 超过合同剩余数量 {3}',
    en: 'Line {0} {1}: order quantity {2} is above what is left on the contract ({3})',
  },
  contractReasonRequired: { zh: 'reason: 请填写原因', en: 'reason: a reason is required' },
  contractTerminateNotExecuting: {
    zh: '只有履行中的合同可以终止 (当前: {0})',
    en: 'Only an executing contract can be terminated (now: {0})',
  },
  contractTerminateOpenOrders: {
    zh: '合同还有未完成的订单 {0},请先关闭订单再终止',
    en: 'The contract still has open orders ({0}); close them before terminating',
  },
  contractVoidHasOrders: {
    zh: '合同已有订单 {0},不能作废',
    en: 'The contract already has orders ({0}); it cannot be voided',
  },
  contractVoidHasInvoices: {
    zh: '合同已关联发票 {0},不能作废 (请先取消发票关联)',
    en: 'Invoices are linked to the contract ({0}); it cannot be voided (unlink them first)',
  },
  contractVoidHasPayments: {
    zh: '合同已有付款申请 {0},不能作废 (请先作废付款申请)',
    en: 'The contract has payment requests ({0}); it cannot be voided (void the requests first)',
  },
  contractTerminatePaymentInApproval: {
    zh: '合同有审批中的付款申请 {0},请待审批结束或撤回后再终止',
    en: 'Payment requests on the contract are in approval ({0}); terminate once they are decided or withdrawn',
  },
  contractVoidInApproval: {
    zh: '合同正在审批中,请先撤回再作废',
    en: 'The contract is in approval; withdraw it before voiding',
  },
  contractAlreadyFinal: {
    zh: '合同已是「{0}」状态,不能再变更',
    en: 'The contract is already {0} and cannot change any more',
  },
  contractVoided: {
    zh: '合同已作废,不能再修改、删除或提交',
    en: 'The contract is void; it cannot be changed, deleted or submitted',
  },
  contractSourcingNotAwarded: {
    zh: '寻源单 {0} 尚未定标审批通过,不能生成合同',
    en: 'Sourcing bill {0} is not awarded and approved; no contract can be made from it',
  },
  contractWinnerRequired: {
    zh: 'supplierIds: 请选择中标供应商',
    en: 'supplierIds: choose a winning supplier',
  },
  contractNotWinner: {
    zh: 'supplierId: 供应商「{0}」不是寻源单 {1} 的中标供应商',
    en: 'supplierId: supplier {0} did not win sourcing bill {1}',
  },
  contractAlreadyMade: {
    zh: 'supplierId: 中标供应商「{0}」已有合同 {1} (作废或删除后才能重新生成)',
    en: 'supplierId: winner {0} already has contract {1} (void or delete it to make a new one)',
  },
  contractOverAward: {
    zh: 'items: 物料 {0} 的合同数量合计 {2} 超过中标数量 {1}',
    en: 'items: the contracted quantity of material {0} adds up to {2}, more than the {1} awarded',
  },
  contractLineNotAwarded: {
    zh: 'items: 寻源明细 {0} 没有该供应商的中标记录',
    en: 'items: sourcing line {0} has no award for this supplier',
  },
  contractAwardMaterialFixed: {
    zh: 'items.{0}.materialId: 来自定标结果的明细不能更换物料',
    en: 'items.{0}.materialId: a line from a sourcing award keeps its material',
  },
  contractAwardSupplierFixed: {
    zh: 'supplierId: 由定标结果生成的合同不能更换乙方',
    en: 'supplierId: a contract made from a sourcing award keeps its winning supplier',
  },
  contractSupplementNotYet: {
    zh: '补充协议尚未开放',
    en: 'Contract supplements are not available yet',
  },
  orderStockInNotYet: {
    zh: '入库尚未开放 (随库存功能上线)',
    en: 'Stock-in is not available yet (it comes with the stock features)',
  },
  orderNotClosable: {
    zh: '订单「{0}」为「{1}」状态,只有待到货或部分到货的订单可以关闭',
    en: 'Order {0} is {1}; only orders awaiting or partly delivered can be closed',
  },
  importContractPriceRequired: { zh: '请填写含税单价', en: 'Enter the unit price incl. tax' },
} as const satisfies Record<string, Names>;
