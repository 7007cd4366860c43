import {
  getCreateSourcingContractMockHandler,
  getCreateSourcingContractMultiMockHandler,
  getGetSupplierWinPageMockHandler,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing.msw';
import { defineMocks, failure, listScenarios } from '@/mocks/define-mocks';

/**
 * 中标供应商 on mock data: `empty` and `error` states of the winners list; `make-refused` answers 生成合同 with
 * the server's 409 (the winner already has a contract).
 */
export const mocks = defineMocks({
  scenarios: {
    ...listScenarios(getGetSupplierWinPageMockHandler),
    'make-refused': () => [
      failure(
        getCreateSourcingContractMockHandler,
        'supplierId: 中标供应商「乙建材公司」已有合同 HT202611220001',
        409,
      ),
      failure(
        getCreateSourcingContractMultiMockHandler,
        'supplierId: 中标供应商「乙建材公司」已有合同 HT202611220001',
        409,
      ),
    ],
  },
});
