import { getGetTenantListMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 租户管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetTenantListMockHandler) });
