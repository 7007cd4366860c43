import {
  getGetContractSumPagesMockHandler,
  getGetNoContractSumPagesMockHandler,
} from '@/api/generated/purchar-execution/endpoints/cg-needs-summary/cg-needs-summary.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 需求汇总 on mock data: `empty` and `error` states of both splits (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({
  scenarios: listScenarios(getGetNoContractSumPagesMockHandler, getGetContractSumPagesMockHandler),
});
