import { getGetStorehousePageMockHandler } from '@/api/generated/purchar-master/endpoints/kc-storehouse/kc-storehouse.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 仓库 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetStorehousePageMockHandler) });
