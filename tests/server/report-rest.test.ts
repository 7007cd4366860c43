import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../src/server/modules/report/report-registry.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 报表 (/blade-report/report/rest): the registry's procurement reports, each with its screen and export; a
 * tenant removes reports from its own list only; a reader sees the reports whose screens they may open.
 */
let ctx: TestContext;
let admin: Caller;
let adminEn: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const token = (await signIn(ctx.app)).access_token;
  admin = caller(ctx, token);
  adminEn = caller(ctx, token, 'en');
});
afterAll(async () => ctx.close());

type Report = { id: string; name: string; categoryName: string; screen: string; exportUrl: string };
const reportsOf = async (who: Caller, query: Record<string, string | number> = {}) => {
  const page = await who.get('/blade-report/report/rest/list', { size: 50, ...query });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.data as { records: Report[]; total: number };
};

describe('reports', () => {
  it('lists every report of the registry with its screen and export, in the caller’s language', async () => {
    const { records, total } = await reportsOf(admin);
    expect(total).toBe(REPORTS.length);
    expect(records[0]).toEqual({
      id: '7000001',
      name: '计划汇总',
      categoryName: '需求管理',
      description: expect.any(String),
      screen: '/purchar/plan-needs-summary',
      exportUrl: '/api/purchar/cg-plan-needs-summary/export',
    });
    expect((await reportsOf(adminEn)).records[0]!.name).toBe('Plan summary');
    expect((await reportsOf(admin, { name: '汇总' })).records.map((r) => r.name)).toEqual([
      '计划汇总',
      '需求汇总',
    ]);
    const paged = await reportsOf(admin, { current: 2, size: 3 });
    expect(paged.records.map((r) => r.id)).toEqual(['7000004', '7000005', '7000006']);
    expect(paged.total).toBe(REPORTS.length);
  });

  it('every export link is a real export call of the API', async () => {
    for (const report of REPORTS.filter((entry) => entry.exportUrl)) {
      const answer = await ctx.app.request(report.exportUrl, {
        headers: { 'Blade-Auth': `bearer ${admin.token}` },
      });
      expect(answer.status, report.exportUrl).toBe(200);
      expect(answer.headers.get('content-type'), report.exportUrl).toContain('spreadsheetml');
    }
  });

  it('a tenant removes reports from its own list; others keep theirs; unknown or removed ids change nothing', async () => {
    const other = (await newTenant(ctx, admin, '报表租户')).admin;
    const removed = await admin.post('/blade-report/report/rest/remove', {
      query: { ids: '7000002,7000007' },
    });
    expect(removed.status).toBe(200);
    expect((await reportsOf(admin)).records.map((r) => r.id)).not.toEqual(
      expect.arrayContaining(['7000002']),
    );
    expect((await reportsOf(admin)).total).toBe(REPORTS.length - 2);
    // Another tenant's administrator still sees what their roles may open, whatever this tenant hid.
    expect((await reportsOf(other)).records.map((r) => r.id)).toContain('7000002');

    for (const ids of ['7000003,123', '7000002', '7000003,7000007']) {
      const refused = await admin.post('/blade-report/report/rest/remove', { query: { ids } });
      expect(refused.status, ids).toBe(404);
      expect(refused.body.msg, ids).toMatch(/^报表不存在或已从列表移除: /);
    }
    expect((await reportsOf(admin)).total).toBe(REPORTS.length - 2);
  });

  it('a reader of 基础数据 › 报表 sees the reports they may open, and may not remove any', async () => {
    const roleId = await roleWith(ctx, admin, 'report_reader', [
      'cg_report',
      'cg_plan_needs_summary',
      'cg_plan_needs_summary_view',
      'cg_material',
      'cg_material_view',
    ]);
    await userWith(admin, 'reportreader', roleId);
    const reader = await signInTo(ctx, '000000', 'reportreader', 'pass1234');
    // The material list was removed by the tenant above: the plan summary and the procurement analyses (their
    // menu is cg_report itself) are left for this reader.
    expect((await reportsOf(reader)).records.map((r) => r.name)).toEqual([
      '计划汇总',
      '采购支出',
      '合同执行',
      '在途订单',
      '价格趋势',
      '寻源节约',
      '供应商绩效',
      '审批时效',
    ]);
    const remove = await reader.post('/blade-report/report/rest/remove', { query: { ids: '7000001' } });
    expect(remove.status).toBe(403);

    const nobodyRole = await roleWith(ctx, admin, 'no_reports', ['cg_plan_needs_summary']);
    await userWith(admin, 'noreports', nobodyRole);
    const nobody = await signInTo(ctx, '000000', 'noreports', 'pass1234');
    expect((await nobody.get('/blade-report/report/rest/list')).status).toBe(403);
  });
});
