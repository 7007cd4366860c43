import {
  getAddPaidMockHandler,
  getGetPaidPagesMockHandler,
} from '@/api/generated/purchase-payment/endpoints/cw-paid/cw-paid.msw';
import {
  getGetPaymentApprovePagesMockHandler,
  getGetPaymentContractListMockHandler,
  getGetPaymentDetailMockHandler,
  getGetPaymentOrderListMockHandler,
  getGetPaymentPagesMockHandler,
} from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment.msw';
import { defineMocks, emptyAnswer, failure } from '@/mocks/define-mocks';
import {
  PAID,
  PAYABLE_CONTRACTS,
  PAYABLE_ORDERS,
  PAYMENTS,
  isPayable,
  paymentDetail,
} from './payment-mock-data';

const ok = <T>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const page = <T>(records: T[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

/**
 * 付款申请 and 付款信息 on mock data: the demo contract with a paid request, one waiting for the area manager and a
 * draft; the editor's contract (with its payee account) and received order; the payment made. Scenarios:
 * `payment/empty` and `payment/error` (both lists and the waiting queue), `payment/no-contracts` (nothing to
 * request a payment on) and `payment/pay-refused` (the server's reason for an over-payment).
 */
const defaults = () => [
  getGetPaymentPagesMockHandler(({ request }) =>
    page(new URL(request.url).searchParams.get('payable') === 'true' ? PAYMENTS.filter(isPayable) : PAYMENTS),
  ),
  getGetPaymentApprovePagesMockHandler(() =>
    page(PAYMENTS.filter((p) => p.allowedActions.includes('approve'))),
  ),
  getGetPaymentContractListMockHandler(() => ok(PAYABLE_CONTRACTS)),
  getGetPaymentOrderListMockHandler(() => ok(PAYABLE_ORDERS)),
  getGetPaidPagesMockHandler(() => page([PAID])),
  // After the literal paths (contractList, orderList): MSW takes the first handler that matches.
  getGetPaymentDetailMockHandler(({ params }) => ok(paymentDetail(String(params.id)))),
];

export const mocks = defineMocks({
  defaults,
  scenarios: {
    empty: () => [
      emptyAnswer(getGetPaymentPagesMockHandler),
      emptyAnswer(getGetPaymentApprovePagesMockHandler),
      emptyAnswer(getGetPaidPagesMockHandler),
    ],
    error: () => [
      failure(getGetPaymentPagesMockHandler),
      failure(getGetPaymentApprovePagesMockHandler),
      failure(getGetPaidPagesMockHandler),
    ],
    'no-contracts': () => [emptyAnswer(getGetPaymentContractListMockHandler)],
    'pay-refused': () => [
      failure(getAddPaidMockHandler, 'paidAmount: 付款金额 0.01 超过该申请尚可支付的 0.00', 400),
    ],
  },
});
