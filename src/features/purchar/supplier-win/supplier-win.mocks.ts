import { getGetSupplierWinPageMockHandler } from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 中标供应商 on mock data: `empty` and `error` states of the winners list. */
export const mocks = defineMocks({ scenarios: listScenarios(getGetSupplierWinPageMockHandler) });
