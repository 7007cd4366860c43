import { Hono } from 'hono';
import {
  approveNeedsAsAreaManagerBody,
  approveNeedsAsDirectorBody,
  approveNeedsAsManagerBody,
  cancelNeedsBody,
  confirmNeedsSubmitBody,
  confirmNeedsSubmitParams,
  deleteNeedsParams,
  exportNeedsQueryParams,
  getNeedsApproveHistoryQueryParams,
  getNeedsApproveInfoQueryParams,
  getNeedsAreaManagerQueueQueryParams,
  getNeedsDetailParams,
  getNeedsDirectorQueueQueryParams,
  getNeedsManagerQueueQueryParams,
  getNeedsPagesQueryParams,
  getNeedsProjectManagerQueueQueryParams,
  getNeedsProjectManagersQueryParams,
  rejectNeedsBody,
  rejectNeedsItemsBody,
  saveNeedsBody,
  submitNeedsForApprovalBody,
} from '../../../api/generated/purchar-needs/zod/cg-needs/cg-needs.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseOptionalJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { assertSavePermission, parseParams } from '../../lib/routing.ts';
import { exportFileName, writeXlsx } from '../../documents/export-sheet.ts';
import { xlsxResponse } from '../../lib/xlsx-response.ts';

/** /purchar/cg-needs (purchar-needs.yaml): thin handlers; the rules live in needs.service. */
export function needsRoutes(services: Services) {
  const { needs, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Named paths first: `/:id` at the end must not swallow them.
  routes.get('/pages', can('cg_needs_view'), async (c) =>
    ok(c, await needs.page(c.get('caller'), parseQuery(c, getNeedsPagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('cg_needs_export'), async (c) => {
    const sheet = await needs.exportSheet(
      c.get('caller'),
      parseQuery(c, exportNeedsQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  // One queue per approval level (the project manager's is an addition to SPEC: confirmSubmit needs one).
  const queues = [
    ['/approveProjectManagerList', 'PM', getNeedsProjectManagerQueueQueryParams],
    ['/approveDirectorList', 'DIRECTOR', getNeedsDirectorQueueQueryParams],
    ['/approveAreaManagerList', 'AREA_MANAGER', getNeedsAreaManagerQueueQueryParams],
    ['/approveManagerList', 'MANAGER', getNeedsManagerQueueQueryParams],
  ] as const;
  for (const [path, level, schema] of queues) {
    routes.get(path, can('cg_needs_approve'), async (c) =>
      ok(c, await needs.queue(c.get('caller'), level, parseQuery(c, schema), c.get('lang'))),
    );
  }
  routes.get('/projectManagerList', can('cg_needs_view'), async (c) =>
    ok(
      c,
      await needs.projectManagers(c.get('caller'), parseQuery(c, getNeedsProjectManagersQueryParams).deptId),
    ),
  );

  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveNeedsBody);
    await assertSavePermission(menus.permissions, c.get('caller'), 'cg_needs', input.id);
    return ok(c, await needs.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('cg_needs_delete'), async (c) => {
    await needs.remove(c.get('caller'), parseParams(c, deleteNeedsParams).id);
    return done(c);
  });
  routes.post('/importDetails', can('cg_needs_import'), async (c) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('fileMissing');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('fileMissing');
    return ok(c, await needs.importItems(c.get('caller'), file, c.get('lang')));
  });
  routes.get('/downloadTempFile', can('cg_needs_import'), async (c) => {
    const lang = c.get('lang');
    const bytes = await needs.template(c.get('caller'), lang);
    return xlsxResponse(
      c,
      bytes,
      lang === 'en' ? 'demand-bill-lines-template.xlsx' : '需求明细导入模板.xlsx',
    );
  });

  routes.post('/submitApprove', can('cg_needs_submit'), async (c) =>
    ok(c, await needs.submit(c.get('caller'), await parseJson(c, submitNeedsForApprovalBody), c.get('lang'))),
  );
  routes.post('/cancel', can('cg_needs_cancel'), async (c) =>
    ok(c, await needs.cancel(c.get('caller'), await parseJson(c, cancelNeedsBody), c.get('lang'))),
  );
  routes.post('/confirmSubmit/:id', can('cg_needs_approve'), async (c) => {
    const { id } = parseParams(c, confirmNeedsSubmitParams);
    const body = await parseOptionalJson(c, confirmNeedsSubmitBody);
    return ok(c, await needs.confirm(c.get('caller'), id, body, c.get('lang')));
  });
  // One approve call per level: each accepts the bill only at its own level (else 409 from the engine).
  const approvals = [
    ['/approve', 'DIRECTOR', approveNeedsAsDirectorBody],
    ['/approveAreaManager', 'AREA_MANAGER', approveNeedsAsAreaManagerBody],
    ['/approveManager', 'MANAGER', approveNeedsAsManagerBody],
  ] as const;
  for (const [path, level, schema] of approvals) {
    routes.post(path, can('cg_needs_approve'), async (c) =>
      ok(c, await needs.approve(c.get('caller'), level, await parseJson(c, schema), c.get('lang'))),
    );
  }
  routes.post('/reject', can('cg_needs_reject'), async (c) =>
    ok(c, await needs.reject(c.get('caller'), await parseJson(c, rejectNeedsBody), c.get('lang'))),
  );
  routes.post('/rejectMaterial', can('cg_needs_reject_material'), async (c) =>
    ok(c, await needs.rejectItems(c.get('caller'), await parseJson(c, rejectNeedsItemsBody), c.get('lang'))),
  );
  routes.get('/approveInfo', can('cg_needs_view'), async (c) =>
    ok(
      c,
      await needs.approveInfo(
        c.get('caller'),
        parseQuery(c, getNeedsApproveInfoQueryParams).needsId,
        c.get('lang'),
      ),
    ),
  );
  routes.get('/approveList', can('cg_needs_view'), async (c) =>
    ok(
      c,
      await needs.approveList(
        c.get('caller'),
        parseQuery(c, getNeedsApproveHistoryQueryParams).needsId,
        c.get('lang'),
      ),
    ),
  );

  routes.get('/:id', can('cg_needs_view'), async (c) =>
    ok(c, await needs.detail(c.get('caller'), parseParams(c, getNeedsDetailParams).id, c.get('lang'))),
  );

  return routes;
}
