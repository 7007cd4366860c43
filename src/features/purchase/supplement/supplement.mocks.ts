import {
  getGetContractSupplementsMockHandler,
  getGetSupplementApprovePagesMockHandler,
  getGetSupplementPagesMockHandler,
} from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement.msw';
import { defineMocks, emptyAnswer, failure } from '@/mocks/define-mocks';

/**
 * 补充协议 on mock data: the generated handlers answer supplements in every state (draft, waiting at each level,
 * approved and applied, rejected); `supplement/empty` and `supplement/error` are the states of the list, its
 * waiting queue and the contract detail's supplement card (no supplements and none may be added; 服务器异常).
 */
export const mocks = defineMocks({
  scenarios: {
    empty: () => [
      emptyAnswer(getGetSupplementPagesMockHandler),
      emptyAnswer(getGetSupplementApprovePagesMockHandler),
      getGetContractSupplementsMockHandler(() => ({
        code: 200,
        success: true,
        msg: '操作成功',
        data: { canAdd: false, records: [] },
      })),
    ],
    error: () => [
      failure(getGetSupplementPagesMockHandler),
      failure(getGetSupplementApprovePagesMockHandler),
      failure(getGetContractSupplementsMockHandler),
    ],
  },
});
