/** Payment requests' and paid records' refusals (purchase-payment.yaml), merged into MessageKey. */
export const PAYMENT_MESSAGES = {
  paymentAmountNotPositive: {
    zh: 'applyAmount: 申请金额必须大于 0',
    en: 'applyAmount: the amount must be greater than 0',
  },
  paymentContractNotPayable: {
    zh: 'contractId: 合同 {0} 未审批通过或已作废,不能申请付款',
    en: 'contractId: contract {0} is not approved or is void; no payment can be requested on it',
  },
  paymentAccountNotSupplier: {
    zh: 'payeeAccountId: 收款账户不属于合同供应商 {0}',
    en: "payeeAccountId: the payee account is not one of supplier {0}'s accounts",
  },
  paymentOrderNotOfContract: {
    zh: 'orders.{0}.orderId: 订单不属于该合同: {1}',
    en: 'orders.{0}.orderId: not an order of this contract: {1}',
  },
  paymentOrderTwice: {
    zh: 'orders.{0}.orderId: 订单重复: {1}',
    en: 'orders.{0}.orderId: order named twice: {1}',
  },
  paymentOrderOverReceived: {
    zh: 'orders.{0}.amount: 订单 {1} 已到货未申请金额为 {2},本次 {3} 超出',
    en: 'orders.{0}.amount: order {1} has {2} received and not yet requested; {3} is more',
  },
  paymentOrdersOverAmount: {
    zh: 'orders: 关联订单金额合计 {0} 超过申请金额 {1}',
    en: 'orders: the order amounts add up to {0}, more than the requested {1}',
  },
  paymentFileUnknown: {
    zh: 'files.{0}.attachId: 附件不存在: {1}',
    en: 'files.{0}.attachId: no such upload: {1}',
  },
  paymentNotCreator: {
    zh: '只有申请人可以修改或删除付款申请',
    en: 'Only the requester may change or delete a payment request',
  },
  paymentNotEditable: {
    zh: '只有草稿或已驳回的付款申请可以修改或删除',
    en: 'Only a draft or rejected payment request can be changed or deleted',
  },
  paymentVoided: { zh: '付款申请已作废', en: 'This payment request is void' },
  paymentOverContract: {
    zh: 'applyAmount: 已申请 {0} + 本次 {1} 超过合同总额 {2}',
    en: 'applyAmount: {0} already requested + {1} exceeds the contract total {2}',
  },
  paymentAdvanceOverTerms: {
    zh: 'applyAmount: 预付款合计 {0} 超过合同预付款条款金额 {1}',
    en: "applyAmount: advance payments would total {0}, more than the contract's advance terms allow ({1})",
  },
  paymentOverReceived: {
    zh: 'applyAmount: 非预付款合计 {0} 超过已到货金额 {1}',
    en: 'applyAmount: non-advance payments would total {0}, more than what was received ({1})',
  },
  paymentRetentionNoTerm: {
    zh: 'payContent: 合同没有质保金付款条款',
    en: 'payContent: the contract has no retention (质保金) payment term',
  },
  paymentRetentionNotDue: {
    zh: 'payContent: 质保金 {0} 到期 (最后到货日 {1} + {2} 天),尚不能申请',
    en: 'payContent: the retention falls due on {0} (last receipt {1} + {2} days); it cannot be requested yet',
  },
  paymentRetentionOverTerm: {
    zh: 'applyAmount: 质保金合计 {0} 超过合同质保金条款金额 {1}',
    en: "applyAmount: retention payments would total {0}, more than the contract's retention term ({1})",
  },
  paymentOverInvoiced: {
    zh: 'applyAmount: 先票后款: 非预付款合计 {0} 超过已收发票金额 {1}',
    en: 'applyAmount: invoice before payment: non-advance payments would total {0}, more than invoiced ({1})',
  },
  paymentVoidInApproval: {
    zh: '审批中的付款申请不能作废,请先撤回',
    en: 'A payment request in approval cannot be voided; withdraw it first',
  },
  paymentVoidHasPaid: {
    zh: '付款申请已有付款记录,不能作废',
    en: 'Payments were recorded against this request; it cannot be voided',
  },
  paymentReasonRequired: { zh: 'reason: 请填写作废原因', en: 'reason: give a reason' },
  paymentApproveOpinionRequired: {
    zh: 'opinion: 驳回时请填写审批意见',
    en: 'opinion: an opinion is required to reject',
  },
  paymentNotPending: { zh: '付款申请不在审批中', en: 'This payment request is not waiting for approval' },
  paymentFormDraft: {
    zh: '付款申请尚未提交审批,没有审批单',
    en: 'This payment request was never submitted; it has no approval form',
  },
  paidPaymentNotApproved: {
    zh: 'paymentId: 付款申请 {0} 未审批通过,不能登记付款',
    en: 'paymentId: payment request {0} is not approved; no payment can be recorded',
  },
  paidPaymentVoided: {
    zh: 'paymentId: 付款申请 {0} 已作废,不能登记付款',
    en: 'paymentId: payment request {0} is void; no payment can be recorded',
  },
  paidAmountNotPositive: {
    zh: 'paidAmount: 付款金额必须大于 0',
    en: 'paidAmount: the amount must be greater than 0',
  },
  paidOverApplied: {
    zh: 'paidAmount: 本次付款 {0} 超过未付金额 {1} (申请 {2},已付 {3})',
    en: 'paidAmount: {0} is more than the {1} left to pay (requested {2}, paid {3})',
  },
  paidDateFuture: {
    zh: 'paidDate: 付款日期不能晚于今天',
    en: 'paidDate: the payment date cannot be in the future',
  },
  paidReceiptUnknown: { zh: 'attachId: 回单附件不存在: {0}', en: 'attachId: no such upload: {0}' },
  paidPaymentChanged: {
    zh: 'paymentId: 付款记录不能改挂到其他付款申请',
    en: 'paymentId: a paid record cannot move to another payment request',
  },
} as const;
