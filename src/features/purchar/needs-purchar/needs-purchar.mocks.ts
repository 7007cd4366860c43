import { getGetPurcharPagesMockHandler } from '@/api/generated/purchar-execution/endpoints/cg-needs-purchar/cg-needs-purchar.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 采购执行 on mock data: `empty` and `error` states of the purchaser's list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetPurcharPagesMockHandler) });
