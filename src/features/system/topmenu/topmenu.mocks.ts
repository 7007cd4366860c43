import { getGetTopMenuListMockHandler } from '@/api/generated/blade-system/endpoints/topmenu/topmenu.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 顶部菜单 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetTopMenuListMockHandler) });
