import { getGetMaterialCategoryTreeMockHandler } from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 物料分类 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetMaterialCategoryTreeMockHandler) });
