import { getGetDatasourceListMockHandler } from '@/api/generated/blade-develop/endpoints/datasource/datasource.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 数据源管理 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetDatasourceListMockHandler) });
