import {
  getGetReportListMockHandler,
  getRemoveReportMockHandler,
} from '@/api/generated/blade-report/endpoints/report/report.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

// Screens and exports that exist, so the mock list leads somewhere (the real list comes from the server's
// registry, modules/report/report-registry.ts).
const SAMPLE = [
  [
    '7000001',
    '计划汇总',
    '需求管理',
    '/purchar/plan-needs-summary',
    '/api/purchar/cg-plan-needs-summary/export',
  ],
  ['7000002', '需求汇总', '需求管理', '/purchar/needs-summary', ''],
  ['7000003', '需求单台账', '需求管理', '/purchar/needs', '/api/purchar/cg-needs/export'],
  ['7000007', '物料清单', '基础数据', '/purchar/material', '/api/purchar/cg-material/export'],
  ['7000101', '采购支出', '采购分析', '/purchar/cg-report/spend', '/api/purchase/report/spend/export'],
  [
    '7000102',
    '合同执行',
    '采购分析',
    '/purchar/cg-report/contract-execution',
    '/api/purchase/report/contract-execution/export',
  ],
  [
    '7000103',
    '在途订单',
    '采购分析',
    '/purchar/cg-report/open-orders',
    '/api/purchase/report/open-orders/export',
  ],
] as const;

/** 报表 on mock data: a plausible list by default, and the `empty` and `error` states. */
export const mocks = defineMocks({
  defaults: () => [
    getGetReportListMockHandler({
      code: 200,
      success: true,
      msg: '操作成功',
      data: {
        records: SAMPLE.map(([id, name, categoryName, screen, exportUrl]) => ({
          id,
          name,
          categoryName,
          description: `${name}(模拟数据)`,
          screen,
          exportUrl,
        })),
        total: SAMPLE.length,
        size: 10,
        current: 1,
        pages: 1,
      },
    }),
    getRemoveReportMockHandler(),
  ],
  scenarios: listScenarios(getGetReportListMockHandler),
});
