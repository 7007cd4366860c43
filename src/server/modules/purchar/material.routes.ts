import { Hono } from 'hono';
import {
  deleteMaterialParams,
  exportMaterialsQueryParams,
  getMaterialPageQueryParams,
  saveMaterialBody,
} from '../../../api/generated/purchar-master/zod/cg-material/cg-material.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertSavePermission, parseParams } from '../../lib/routing.ts';
import { exportFileName, writeXlsx } from '../../documents/export-sheet.ts';
import { xlsxResponse } from '../../lib/xlsx-response.ts';

export function materialRoutes(services: Services) {
  const { materials, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get(
    '/pages',
    read('cg_material_view', 'cg_commodity_view', 'cg_needs_add', 'cg_needs_edit'),
    async (c) =>
      ok(c, await materials.page(c.get('caller'), parseQuery(c, getMaterialPageQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('cg_material_export'), async (c) => {
    const lang = c.get('lang');
    const sheet = await materials.exportSheet(
      c.get('caller'),
      parseQuery(c, exportMaterialsQueryParams),
      lang,
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveMaterialBody);
    await assertSavePermission(menus.permissions, c.get('caller'), 'cg_material', input.id);
    return ok(c, await materials.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('cg_material_delete'), async (c) => {
    await materials.remove(c.get('caller'), parseParams(c, deleteMaterialParams).id);
    return done(c);
  });

  return routes;
}
