import { Hono } from 'hono';
import {
  deleteMaterialCategoryParams,
  exportMaterialCategoriesQueryParams,
  getMaterialCategoryTreeQueryParams,
  saveMaterialCategoryBody,
} from '../../../api/generated/purchar-master/zod/cg-materiel-category/cg-materiel-category.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertSavePermission, parseParams } from '../../lib/routing.ts';
import { exportFileName, writeXlsx } from '../../documents/export-sheet.ts';
import { xlsxResponse } from '../../lib/xlsx-response.ts';

export function materialCategoryRoutes(services: Services) {
  const { materialCategories, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  // Reads need the menu of a screen that shows them; a picker lists every screen that uses it.
  const read = (...codes: [string, ...string[]]) => requireAnyPermission(services.menus.permissions, codes);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get(
    '/list',
    read('cg_material_category_view', 'cg_material_view', 'cg_needs_add', 'cg_needs_edit'),
    async (c) =>
      ok(
        c,
        await materialCategories.tree(c.get('caller'), parseQuery(c, getMaterialCategoryTreeQueryParams)),
      ),
  );
  // The category menu has no export button: whoever may see the tree may take it away as a sheet.
  routes.get('/export', can('cg_material_category_view'), async (c) => {
    const lang = c.get('lang');
    const filter = parseQuery(c, exportMaterialCategoriesQueryParams);
    const sheet = await materialCategories.exportSheet(c.get('caller'), filter, lang);
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveMaterialCategoryBody);
    await assertSavePermission(menus.permissions, c.get('caller'), 'cg_material_category', input.id);
    return ok(c, await materialCategories.save(c.get('caller'), input));
  });
  routes.delete('/delete/:id', can('cg_material_category_delete'), async (c) => {
    await materialCategories.remove(c.get('caller'), parseParams(c, deleteMaterialCategoryParams).id);
    return done(c);
  });

  return routes;
}
