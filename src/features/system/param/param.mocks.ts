import { getGetParamListMockHandler } from '@/api/generated/blade-system/endpoints/param/param.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 参数管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetParamListMockHandler) });
