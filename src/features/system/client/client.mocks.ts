import { getGetClientListMockHandler } from '@/api/generated/blade-system/endpoints/client/client.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 应用管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetClientListMockHandler) });
