import { getGetDatasourceListMockHandler } from '@/api/generated/blade-develop/endpoints/datasource/datasource.msw';
import type { Datasource } from '@/api/generated/blade-develop/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

// Generated mocks leave every `url` empty (src/mocks/mock-properties.ts): a data source without one says nothing.
const SAMPLE: Datasource[] = [
  {
    id: '1890000000000000001',
    name: '报表库',
    driverClass: 'org.postgresql.Driver',
    url: 'jdbc:postgresql://10.0.8.21:5432/report',
    username: 'report_ro',
    password: '******',
    remark: '只读账号,供报表查询',
    createTime: '2026-11-20 09:30:00',
  },
  {
    id: '1890000000000000002',
    name: '历史库',
    driverClass: 'org.postgresql.Driver',
    url: 'jdbc:postgresql://10.0.8.22:5432/archive',
    username: 'archive',
    password: '******',
    remark: '',
    createTime: '2026-11-21 14:05:00',
  },
];

/** 数据源管理 on mock data: a plausible list by default, and the `empty` and `error` states of its list. */
export const mocks = defineMocks({
  defaults: () => [
    getGetDatasourceListMockHandler({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { records: SAMPLE, total: SAMPLE.length, size: 10, current: 1, pages: 1 },
    }),
  ],
  scenarios: listScenarios(getGetDatasourceListMockHandler),
});
