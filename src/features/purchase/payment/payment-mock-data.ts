import type {
  PaidRecord,
  PayableContract,
  PayableOrder,
  PaymentDetail,
  PaymentHeader,
} from '@/api/generated/purchase-payment/model';

/**
 * Plausible 付款申请 and 付款信息 data for dev:mock and the screen tests: the demo contract (388 000.00, 77 000.00
 * received) with a paid 到货款 request, one waiting for the area manager and a draft, and the payment made.
 */
const CONTRACT = {
  contractId: '1000000000000000301',
  contractNo: 'HT202611160001',
  contractName: '上海项目主体结构钢材水泥采购合同',
  supplierId: '1000000000000000001',
  supplierName: '上海宝钢建材有限公司',
  currency: 'CNY',
};
const ACCOUNT = {
  payeeAccountId: '1000000000000000011',
  payeeAccountName: '上海宝钢建材有限公司',
  payeeBankName: '中国工商银行上海浦东分行',
  payeeAccountNo: '1001 2345 6789 0123 456',
};
const FIGURES = {
  contractAmount: 388000,
  receivedAmount: 77000,
  invoicedAmount: 45200,
  appliedAmount: 70000,
  paidAmount: 50000,
};

function header(
  id: string,
  no: string,
  amount: [number, string],
  state: Pick<
    PaymentHeader,
    'approveStatus' | 'approveStatusName' | 'currentNode' | 'currentNodeName' | 'roundNo'
  >,
  pay: [number, string, number],
  more: Pick<PaymentHeader, 'allowedActions' | 'operations'>,
): PaymentHeader {
  return {
    id,
    paymentNo: no,
    ...CONTRACT,
    payContent: '3',
    payContentName: '到货款',
    applyAmount: amount[0],
    applyAmountUpper: amount[1],
    ...ACCOUNT,
    expectedPayDate: '2026-11-30',
    ...state,
    payStatus: pay[0],
    payStatusName: pay[1],
    paidAmount: pay[2],
    createUser: '1000000000000000901',
    createUserName: '吴采购',
    createTime: '2026-11-23 09:30:00',
    ...more,
  };
}

export const PAYMENTS: PaymentHeader[] = [
  header(
    '1000000000000000601',
    'FK202611230001',
    [50000, '伍万元整'],
    { approveStatus: 5, approveStatusName: '审批通过', currentNode: null, currentNodeName: '', roundNo: 1 },
    [2, '已支付', 50000],
    { allowedActions: [], operations: ['form'] },
  ),
  header(
    '1000000000000000602',
    'FK202611240001',
    [20000, '贰万元整'],
    {
      approveStatus: 3,
      approveStatusName: '待区域经理审批',
      currentNode: 'AREA_MANAGER',
      currentNodeName: '区域经理',
      roundNo: 1,
    },
    [0, '未支付', 0],
    { allowedActions: ['approve', 'reject'], operations: ['form'] },
  ),
  header(
    '1000000000000000603',
    'FK202611250001',
    [7000, '柒仟元整'],
    { approveStatus: 0, approveStatusName: '草稿', currentNode: null, currentNodeName: '', roundNo: 0 },
    [0, '未支付', 0],
    { allowedActions: ['edit', 'remove', 'submit'], operations: ['void'] },
  ),
  header(
    '1000000000000000604',
    'FK202611260001',
    [20000, '贰万元整'],
    { approveStatus: 5, approveStatusName: '审批通过', currentNode: null, currentNodeName: '', roundNo: 1 },
    [0, '未支付', 0],
    { allowedActions: [], operations: ['void', 'pay', 'form'] },
  ),
];

/** What 付款信息 records against: approved, not voided, with money left (the server's payable=true). */
export const isPayable = (p: PaymentHeader) =>
  p.approveStatus === 5 && p.payStatus !== 3 && p.paidAmount < p.applyAmount;

export const PAID: PaidRecord = {
  id: '1000000000000000701',
  paidNo: 'ZF202611260001',
  paymentId: '1000000000000000601',
  paymentNo: 'FK202611230001',
  contractId: CONTRACT.contractId,
  contractNo: CONTRACT.contractNo,
  supplierId: CONTRACT.supplierId,
  supplierName: CONTRACT.supplierName,
  paidAmount: 50000,
  paidDate: '2026-11-26',
  payMethod: '1',
  payMethodName: '银行转账',
  payerAccount: '3100 1234 5678 9012',
  bankSerialNo: 'HX20261126000123',
  attachId: null,
  fileName: '',
  link: '',
  remark: '',
  operatorName: '吴财务',
  createTime: '2026-11-26 15:02:00',
};

export function paymentDetail(id: string): PaymentDetail {
  const head = PAYMENTS.find((p) => p.id === id) ?? PAYMENTS[1]!;
  const submitted = head.roundNo > 0;
  return {
    ...head,
    applyReason: '钢筋到货验收合格,支付到货款',
    lastRejectReason: '',
    cancelReason: '',
    cancelTime: '',
    snapshot: submitted
      ? { ...FIGURES, appliedAmount: 0, paidAmount: 0 }
      : { contractAmount: 0, receivedAmount: 0, invoicedAmount: 0, paidAmount: 0, appliedAmount: 0 },
    contract: FIGURES,
    orders: [{ orderId: '1000000000000000401', orderNo: 'DD202611160001', amount: head.applyAmount }],
    files: [],
    paids: head.payStatus === 2 ? [PAID] : [],
  };
}

export const PAYABLE_CONTRACTS: PayableContract[] = [
  {
    id: CONTRACT.contractId,
    contractNo: CONTRACT.contractNo,
    contractName: CONTRACT.contractName,
    supplierId: CONTRACT.supplierId,
    supplierName: CONTRACT.supplierName,
    currency: CONTRACT.currency,
    ...FIGURES,
    applicableAmount: 318000,
    accounts: [
      {
        id: ACCOUNT.payeeAccountId,
        accountName: ACCOUNT.payeeAccountName,
        bankName: ACCOUNT.payeeBankName,
        accountNo: ACCOUNT.payeeAccountNo,
        isDefault: 1,
      },
    ],
  },
];

export const PAYABLE_ORDERS: PayableOrder[] = [
  {
    id: '1000000000000000401',
    orderNo: 'DD202611160001',
    orderDate: '2026-11-16',
    orderAmount: 77000,
    receivedAmount: 77000,
    coveredAmount: 70000,
    unpaidAmount: 7000,
    orderStatus: 2,
  },
];
