import { Hono } from 'hono';
import {
  createSourcingBody,
  exportPurcharDemandQueryParams,
  exportPurcharQueryParams,
  getPurcharPagesQueryParams,
} from '../../../../api/generated/purchar-execution/zod/cg-needs-purchar/cg-needs-purchar.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';

/** /purchar/cg-needs-purchar (purchar-execution.yaml): the caller's own assigned lines. */
export function purcharRoutes(services: Services) {
  const { purchar, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('cg_needs_purchar_view'), async (c) =>
    ok(c, await purchar.pages(c.get('caller'), parseQuery(c, getPurcharPagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('cg_needs_purchar_export'), async (c) => {
    const sheet = await purchar.exportSheet(
      c.get('caller'),
      parseQuery(c, exportPurcharQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get('/exportDemand', can('cg_needs_purchar_export'), async (c) => {
    const sheet = await purchar.demandSheet(
      c.get('caller'),
      parseQuery(c, exportPurcharDemandQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.post('/create-sourcing', can('cg_needs_purchar_add'), async (c) =>
    ok(
      c,
      await purchar.createSourcing(c.get('caller'), await parseJson(c, createSourcingBody), c.get('lang')),
    ),
  );
  return routes;
}
