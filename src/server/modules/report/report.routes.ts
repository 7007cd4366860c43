import { Hono } from 'hono';
import {
  getReportListQueryParams,
  removeReportQueryParams,
} from '../../../api/generated/blade-report/zod/report/report.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseQuery } from '../../http/validate.ts';
import { csvIds } from '../../lib/csv.ts';
import type { Services } from '../../services.ts';

/** /blade-report/report/rest: the reports list of 研发工具 › 报表管理 and of 基础数据 › 报表. */
export function reportRoutes(services: Services) {
  const { reports, menus } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/list', requireAnyPermission(menus.permissions, ['report_list', 'cg_report']), async (c) =>
    ok(c, await reports.list(c.get('caller'), parseQuery(c, getReportListQueryParams), c.get('lang'))),
  );
  routes.post('/remove', requirePermission(menus.permissions, 'report_list_delete'), async (c) => {
    await reports.remove(c.get('caller'), csvIds(parseQuery(c, removeReportQueryParams).ids));
    return done(c);
  });
  return routes;
}
