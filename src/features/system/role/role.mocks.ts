import { getGetRoleListMockHandler } from '@/api/generated/blade-system/endpoints/role/role.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 角色管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetRoleListMockHandler) });
