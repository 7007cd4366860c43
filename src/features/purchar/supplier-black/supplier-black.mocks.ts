import {
  getGetBlacklistAreaManagerQueueMockHandler,
  getGetBlacklistDirectorQueueMockHandler,
  getGetBlacklistLogsMockHandler,
  getGetBlacklistManagerQueueMockHandler,
  getGetBlacklistPagesMockHandler,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier-black/gys-supplier-black.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/**
 * 黑名单 on mock data: the blacklisted suppliers and the requests answer generated rows; `supplier-black/empty` and
 * `supplier-black/error` are the lists' states.
 */
export const mocks = defineMocks({
  scenarios: listScenarios(
    getGetBlacklistPagesMockHandler,
    getGetBlacklistLogsMockHandler,
    getGetBlacklistDirectorQueueMockHandler,
    getGetBlacklistAreaManagerQueueMockHandler,
    getGetBlacklistManagerQueueMockHandler,
  ),
});
