import { Hono } from 'hono';
import {
  exportPayablesReportParams,
  exportPayablesReportQueryParams,
  getPayablesReportParams,
  getPayablesReportQueryParams,
} from '../../../../api/generated/purchase-invoice/zod/payables/payables.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { payablesSheet } from './payables-export.ts';
import { PAYABLES_RESOURCE } from './payables-scope.ts';

/** /purchase/payables (purchase-invoice.yaml): one report per path, and its workbook. */
export function payablesRoutes(services: Services) {
  const { payables, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, `${PAYABLES_RESOURCE}_${code}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  routes.get('/:report/export', can('export'), async (c) => {
    const { report } = parseParams(c, exportPayablesReportParams);
    const query = parseQuery(c, exportPayablesReportQueryParams);
    const sheet = await payablesSheet(payables, c.get('caller'), report, query, c.get('lang'));
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get('/:report', can('view'), async (c) => {
    const { report } = parseParams(c, getPayablesReportParams);
    return ok(
      c,
      await payables.report(
        c.get('caller'),
        report,
        parseQuery(c, getPayablesReportQueryParams),
        c.get('lang'),
      ),
    );
  });
  return routes;
}
