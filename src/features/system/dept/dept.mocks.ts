import {
  getGetDeptListMockHandler,
  getGetDeptLazyListMockHandler,
} from '@/api/generated/blade-system/endpoints/dept/dept.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 部门管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({
  scenarios: listScenarios(getGetDeptListMockHandler, getGetDeptLazyListMockHandler),
});
