import { Hono } from 'hono';
import {
  assignToPurchaserBody,
  cancelAssignmentsQueryParams,
  exportSubpackageQueryParams,
  getSubpackageItemPagesQueryParams,
  getSubpackagePagesQueryParams,
} from '../../../../api/generated/purchar-execution/zod/cg-needs-subpackage/cg-needs-subpackage.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { csvIds } from '../../../lib/csv.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';

/** /purchar/cg-needs-subpackage (purchar-execution.yaml): thin handlers; the rules live in the service. */
export function subpackageRoutes(services: Services) {
  const { subpackage, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/needsItemsPages', can('cg_needs_subpackage_view'), async (c) =>
    ok(
      c,
      await subpackage.itemPages(
        c.get('caller'),
        parseQuery(c, getSubpackageItemPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/pages', can('cg_needs_subpackage_view'), async (c) =>
    ok(
      c,
      await subpackage.pages(c.get('caller'), parseQuery(c, getSubpackagePagesQueryParams), c.get('lang')),
    ),
  );
  routes.get('/purchaserList', can('cg_needs_subpackage_view'), async (c) =>
    ok(c, await subpackage.purchasers(c.get('caller'))),
  );
  routes.get('/export', can('cg_needs_subpackage_export'), async (c) => {
    const sheet = await subpackage.exportSheet(
      c.get('caller'),
      parseQuery(c, exportSubpackageQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.post('/subpackage', can('cg_needs_subpackage_assign'), async (c) => {
    await subpackage.assign(c.get('caller'), await parseJson(c, assignToPurchaserBody));
    return done(c);
  });
  routes.post('/cancel', can('cg_needs_subpackage_cancel'), async (c) => {
    await subpackage.cancel(c.get('caller'), csvIds(parseQuery(c, cancelAssignmentsQueryParams).ids));
    return done(c);
  });
  return routes;
}
