import {
  getGetSubpackageItemPagesMockHandler,
  getGetSubpackagePagesMockHandler,
} from '@/api/generated/purchar-execution/endpoints/cg-needs-subpackage/cg-needs-subpackage.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 需求分包 on mock data: `empty` and `error` states of both its lists (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({
  scenarios: listScenarios(getGetSubpackageItemPagesMockHandler, getGetSubpackagePagesMockHandler),
});
