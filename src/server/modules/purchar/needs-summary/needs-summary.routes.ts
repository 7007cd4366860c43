import { Hono } from 'hono';
import {
  getContractSumPagesQueryParams,
  getMaterialPriceBody,
  getNoContractSumPagesQueryParams,
  getSummaryLineParams,
  getSummaryMaterialLinesParams,
  getSummaryMaterialLinesQueryParams,
  setPurcharTypeBody,
} from '../../../../api/generated/purchar-execution/zod/cg-needs-summary/cg-needs-summary.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { done, ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import type { Services } from '../../../services.ts';

/** /purchar/cg-needs-summary (purchar-execution.yaml): thin handlers over the summary service. */
export function summaryRoutes(services: Services) {
  const { summary, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/noContractSumPages', can('cg_needs_summary_view'), async (c) =>
    ok(
      c,
      await summary.noContractPages(
        c.get('caller'),
        parseQuery(c, getNoContractSumPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/contractSumPages', can('cg_needs_summary_view'), async (c) =>
    ok(
      c,
      await summary.contractPages(
        c.get('caller'),
        parseQuery(c, getContractSumPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.post('/purcharType', can('cg_needs_summary_edit'), async (c) => {
    await summary.setPurcharType(c.get('caller'), await parseJson(c, setPurcharTypeBody));
    return done(c);
  });
  // Lands with the contracts issue: until then a clear 409 (never 404), after the permission check.
  routes.post('/createContractOrder', can('cg_needs_summary_add'), async () => summary.createContractOrder());
  routes.post('/materialPrice', can('cg_needs_summary_view'), async (c) =>
    ok(
      c,
      await summary.materialPrice(c.get('caller'), (await parseJson(c, getMaterialPriceBody)).materialId),
    ),
  );
  routes.get('/needs/:id', can('cg_needs_summary_view'), async (c) =>
    ok(
      c,
      await summary.materialLines(
        c.get('caller'),
        parseParams(c, getSummaryMaterialLinesParams).id,
        parseQuery(c, getSummaryMaterialLinesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/:id', can('cg_needs_summary_view'), async (c) =>
    ok(c, await summary.line(c.get('caller'), parseParams(c, getSummaryLineParams).id, c.get('lang'))),
  );
  return routes;
}
