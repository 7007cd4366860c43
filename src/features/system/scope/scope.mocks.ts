import { getGetApiScopeListMockHandler } from '@/api/generated/blade-system/endpoints/api-scope/api-scope.msw';
import { getGetDataScopeListMockHandler } from '@/api/generated/blade-system/endpoints/data-scope/data-scope.msw';
import { getGetMenuListMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/**
 * 数据权限 and 接口权限 on mock data: `empty` and `error` of their menu list and of a menu's scopes
 * (src/mocks/define-mocks.ts).
 */
export const mocks = defineMocks({
  scenarios: listScenarios(
    getGetMenuListMockHandler,
    getGetDataScopeListMockHandler,
    getGetApiScopeListMockHandler,
  ),
});
