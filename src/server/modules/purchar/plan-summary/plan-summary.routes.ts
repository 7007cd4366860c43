import { Hono } from 'hono';
import {
  exportPlanSummaryQueryParams,
  getPlanSummaryOfPlanParams,
  getPlanSummaryPagesQueryParams,
} from '../../../../api/generated/purchar-plans/zod/cg-plan-needs-summary/cg-plan-needs-summary.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';

/** /purchar/cg-plan-needs-summary (purchar-plans.yaml): the plan summary, its export, one plan's rows. */
export function planSummaryRoutes(services: Services) {
  const { planSummary, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('cg_plan_needs_summary_view'), async (c) =>
    ok(
      c,
      await planSummary.page(c.get('caller'), parseQuery(c, getPlanSummaryPagesQueryParams), c.get('lang')),
    ),
  );
  routes.get('/export', can('cg_plan_needs_summary_export'), async (c) => {
    const sheet = await planSummary.exportSheet(
      c.get('caller'),
      parseQuery(c, exportPlanSummaryQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get('/:id', can('cg_plan_needs_summary_view'), async (c) =>
    ok(
      c,
      await planSummary.ofPlan(c.get('caller'), parseParams(c, getPlanSummaryOfPlanParams).id, c.get('lang')),
    ),
  );
  return routes;
}
