import { Hono } from 'hono';
import { getUnchosenPlanMaterialsQueryParams } from '../../../../api/generated/purchar-config/zod/cg-report-config/cg-report-config.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseQuery } from '../../../http/validate.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { formFile } from '../../../http/form-file.ts';
import { planTemplateName } from './plan-needs.routes.ts';

/**
 * The three demand-plan calls SPEC §7 files under /purchar/cg-report-config (purchar-config.yaml): the plan line
 * import and its template, and planMaterial without the lines the bill editor already holds. They are the plan
 * module's calls under another path, mounted beside the approval settings' own routes.
 */
export function planReportConfigRoutes(services: Services) {
  const { planNeeds, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use('/importDetails', services.auth);
  routes.use('/downloadTempFile', services.auth);
  routes.use('/planMaterialUnChoosePage', services.auth);

  routes.post('/importDetails', can('cg_plan_needs_import'), async (c) =>
    ok(c, await planNeeds.importItems(c.get('caller'), await formFile(c), c.get('lang'))),
  );
  routes.get('/downloadTempFile', can('cg_plan_needs_import'), async (c) => {
    const lang = c.get('lang');
    return xlsxResponse(c, await planNeeds.template(c.get('caller'), lang), planTemplateName(lang));
  });
  routes.get('/planMaterialUnChoosePage', can('cg_needs_view'), async (c) =>
    ok(
      c,
      await planNeeds.materialPage(
        c.get('caller'),
        parseQuery(c, getUnchosenPlanMaterialsQueryParams),
        c.get('lang'),
      ),
    ),
  );
  return routes;
}
