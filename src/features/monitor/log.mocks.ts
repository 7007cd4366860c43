import { getGetApiLogListMockHandler } from '@/api/generated/blade-log/endpoints/log-api/log-api.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 接口日志 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetApiLogListMockHandler) });
