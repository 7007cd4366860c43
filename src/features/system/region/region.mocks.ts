import {
  getGetRegionListMockHandler,
  getGetRegionLazyTreeMockHandler,
} from '@/api/generated/blade-system/endpoints/region/region.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 行政区划 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({
  scenarios: listScenarios(getGetRegionListMockHandler, getGetRegionLazyTreeMockHandler),
});
