import { getGetCommodityPageMockHandler } from '@/api/generated/purchar-master/endpoints/cg-commodity/cg-commodity.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 商品 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetCommodityPageMockHandler) });
