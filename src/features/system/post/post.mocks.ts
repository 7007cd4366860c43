import { getGetPostListMockHandler } from '@/api/generated/blade-system/endpoints/post/post.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 岗位管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetPostListMockHandler) });
