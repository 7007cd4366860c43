import { getGetUserPageMockHandler } from '@/api/generated/blade-user/endpoints/user/user.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 用户管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetUserPageMockHandler) });
