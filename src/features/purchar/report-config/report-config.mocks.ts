import { getGetReportConfigPageMockHandler } from '@/api/generated/purchar-config/endpoints/cg-report-config/cg-report-config.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 报表/审批配置 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetReportConfigPageMockHandler) });
