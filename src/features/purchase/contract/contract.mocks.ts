import { getGetOrderPagesMockHandler } from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info.msw';
import {
  getAddContractMockHandler,
  getEditContractMockHandler,
  getGetContractApprovePagesMockHandler,
  getGetContractMaterialPickerPagesMockHandler,
  getGetContractPagesMockHandler,
  getGetContractSourcingListMockHandler,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract.msw';
import { defineMocks, emptyAnswer, failure, listScenarios } from '@/mocks/define-mocks';

/**
 * 采购合同 and 采购订单 on mock data: the generated handlers answer contracts and orders in every state;
 * `contract/empty` and `contract/error` are the states of the contract list, its waiting queue and the orders.
 * The editor: `contract/editor-empty` (no materials to pick, no sourcing bill to make contracts from) and
 * `contract/save-refused` (the server's 400 naming the field, as it answers ratios that miss 100 %).
 */
export const mocks = defineMocks({
  scenarios: {
    ...listScenarios(
      getGetContractPagesMockHandler,
      getGetContractApprovePagesMockHandler,
      getGetOrderPagesMockHandler,
    ),
    'editor-empty': () => [
      emptyAnswer(getGetContractMaterialPickerPagesMockHandler),
      emptyAnswer(getGetContractSourcingListMockHandler),
    ],
    'save-refused': () => [
      failure(getAddContractMockHandler, 'payTerms: 付款条款比例合计必须等于 100%,当前为 90.00%', 400),
      failure(getEditContractMockHandler, 'payTerms: 付款条款比例合计必须等于 100%,当前为 90.00%', 400),
    ],
  },
});
