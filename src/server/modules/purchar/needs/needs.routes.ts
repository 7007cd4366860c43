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
} from '../../../../api/generated/purchar-needs/zod/cg-needs/cg-needs.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { assertSavePermission, parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { NEEDS_RESOURCE, type QueueFilter } from './needs.service.ts';
import { formFile } from '../../../http/form-file.ts';

type QueueQuery = QueueFilter & { current: number; size: number };

/** Where SPEC puts the demand bill approval calls (the project manager's queue is an addition: confirmSubmit needs one). */
const APPROVAL_PATHS: ApprovalPaths<QueueQuery> = {
  queues: [
    { path: '/approveProjectManagerList', node: 'PM', query: getNeedsProjectManagerQueueQueryParams },
    { path: '/approveDirectorList', node: 'DIRECTOR', query: getNeedsDirectorQueueQueryParams },
    { path: '/approveAreaManagerList', node: 'AREA_MANAGER', query: getNeedsAreaManagerQueueQueryParams },
    { path: '/approveManagerList', node: 'MANAGER', query: getNeedsManagerQueueQueryParams },
  ],
  approvals: [
    { path: '/approve', level: 'DIRECTOR', body: approveNeedsAsDirectorBody },
    { path: '/approveAreaManager', level: 'AREA_MANAGER', body: approveNeedsAsAreaManagerBody },
    { path: '/approveManager', level: 'MANAGER', body: approveNeedsAsManagerBody },
  ],
  submit: { path: '/submitApprove', body: submitNeedsForApprovalBody },
  cancel: { path: '/cancel', body: cancelNeedsBody },
  confirm: { path: '/confirmSubmit/:id', params: confirmNeedsSubmitParams, body: confirmNeedsSubmitBody },
  reject: { path: '/reject', body: rejectNeedsBody },
  approveInfo: { path: '/approveInfo', query: getNeedsApproveInfoQueryParams, idParam: 'needsId' },
  approveList: { path: '/approveList', query: getNeedsApproveHistoryQueryParams, idParam: 'needsId' },
};

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
  routes.get('/projectManagerList', can('cg_needs_view'), async (c) =>
    ok(
      c,
      await needs.projectManagers(c.get('caller'), parseQuery(c, getNeedsProjectManagersQueryParams).deptId),
    ),
  );

  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveNeedsBody);
    await assertSavePermission(menus.permissions, c.get('caller'), NEEDS_RESOURCE, input.id);
    return ok(c, await needs.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('cg_needs_delete'), async (c) => {
    await needs.remove(c.get('caller'), parseParams(c, deleteNeedsParams).id);
    return done(c);
  });
  routes.post('/importDetails', can('cg_needs_import'), async (c) => {
    return ok(c, await needs.importItems(c.get('caller'), await formFile(c), c.get('lang')));
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

  mountApprovalRoutes(routes, needs, {
    permissions: menus.permissions,
    permissionPrefix: NEEDS_RESOURCE,
    paths: APPROVAL_PATHS,
  });
  routes.post('/rejectMaterial', can('cg_needs_reject_material'), async (c) =>
    ok(c, await needs.rejectItems(c.get('caller'), await parseJson(c, rejectNeedsItemsBody), c.get('lang'))),
  );

  routes.get('/:id', can('cg_needs_view'), async (c) =>
    ok(c, await needs.detail(c.get('caller'), parseParams(c, getNeedsDetailParams).id, c.get('lang'))),
  );

  return routes;
}
