import {
  getGetOtherStockInPagesMockHandler,
  getGetStockInMockHandler,
  getGetStockInPagesMockHandler,
  getGetStockInResponseMock,
} from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in.msw';
import {
  getGetOtherStockOutPagesMockHandler,
  getGetStockOutMockHandler,
  getGetStockOutPagesMockHandler,
  getGetStockOutResponseMock,
} from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out.msw';
import {
  getGetSlowMoverPagesMockHandler,
  getGetStockBalancePagesMockHandler,
  getGetStockLedgerPagesMockHandler,
  getGetStockMovementPagesMockHandler,
} from '@/api/generated/stock/endpoints/kc-stock-summary/kc-stock-summary.msw';
import type { StockInDetailResult, StockOutDetailResult } from '@/api/generated/stock/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';
import { shapeAnswer } from '@/mocks/shape-answer';

/**
 * Stock on mock data. A document opened on its own (detail, editor) is a draft with the id asked for, so the
 * editors open and the 确认 buttons show; `stock/posted` makes it posted. `stock/empty` and `stock/error` are the
 * states of every list (stock-ins, stock-outs, balances, ledger, 收发存, slow movers).
 */
function documentsAt(status: 0 | 1) {
  return [
    getGetStockInMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetStockInResponseMock();
        return { ...body, data: { ...body.data, id: String(params.id), status, stockInType: 2 as const } };
      };
      return shapeAnswer(request, generate) as StockInDetailResult;
    }),
    getGetStockOutMockHandler(({ request, params }) => {
      const generate = () => {
        const body = getGetStockOutResponseMock();
        return { ...body, data: { ...body.data, id: String(params.id), status } };
      };
      return shapeAnswer(request, generate) as StockOutDetailResult;
    }),
  ];
}

export const mocks = defineMocks({
  defaults: () => documentsAt(0),
  scenarios: {
    ...listScenarios(
      getGetStockInPagesMockHandler,
      getGetOtherStockInPagesMockHandler,
      getGetStockOutPagesMockHandler,
      getGetOtherStockOutPagesMockHandler,
      getGetStockBalancePagesMockHandler,
      getGetStockLedgerPagesMockHandler,
      getGetStockMovementPagesMockHandler,
      getGetSlowMoverPagesMockHandler,
    ),
    posted: () => documentsAt(1),
  },
});
