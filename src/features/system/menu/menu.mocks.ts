import {
  getGetMenuListMockHandler,
  getGetMenuLazyListMockHandler,
} from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 菜单管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({
  scenarios: listScenarios(getGetMenuListMockHandler, getGetMenuLazyListMockHandler),
});
