import { getGetOrderPagesMockHandler } from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info.msw';
import {
  getGetContractApprovePagesMockHandler,
  getGetContractPagesMockHandler,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/**
 * 采购合同 and 采购订单 on mock data: the generated handlers answer contracts and orders in every state;
 * `contract/empty` and `contract/error` are the states of the contract list, its waiting queue and the orders.
 */
export const mocks = defineMocks({
  scenarios: {
    ...listScenarios(getGetContractPagesMockHandler, getGetContractApprovePagesMockHandler, getGetOrderPagesMockHandler),
  },
});
