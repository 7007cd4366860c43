import { getGetMaterialPageMockHandler } from '@/api/generated/purchar-master/endpoints/cg-material/cg-material.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 物料 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetMaterialPageMockHandler) });
