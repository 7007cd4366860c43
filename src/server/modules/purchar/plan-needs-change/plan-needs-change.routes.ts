import { Hono } from 'hono';
import {
  approvePlanChangeAsAreaManagerBody,
  approvePlanChangeAsDirectorBody,
  approvePlanChangeAsManagerBody,
  cancelPlanChangeBody,
  confirmPlanChangeSubmitBody,
  confirmPlanChangeSubmitParams,
  deletePlanChangeParams,
  exportPlanChangesQueryParams,
  getChangeablePlansQueryParams,
  getPlanChangeApproveHistoryQueryParams,
  getPlanChangeApproveInfoQueryParams,
  getPlanChangeAreaManagerQueueQueryParams,
  getPlanChangeDetailParams,
  getPlanChangeDirectorQueueQueryParams,
  getPlanChangeManagerQueueQueryParams,
  getPlanChangePagesQueryParams,
  getPlanChangeProjectManagerQueueQueryParams,
  rejectPlanChangeBody,
  savePlanChangeBody,
  submitPlanChangeForApprovalBody,
} from '../../../../api/generated/purchar-plans/zod/cg-plan-needs-change/cg-plan-needs-change.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { assertSavePermission, parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { CHANGE_RESOURCE, type ChangeQueueFilter } from './plan-needs-change.service.ts';

type QueueQuery = ChangeQueueFilter & { current: number; size: number };

const APPROVAL_PATHS: ApprovalPaths<QueueQuery> = {
  queues: [
    { path: '/approveProjectManagerList', node: 'PM', query: getPlanChangeProjectManagerQueueQueryParams },
    { path: '/approveDirectorList', node: 'DIRECTOR', query: getPlanChangeDirectorQueueQueryParams },
    {
      path: '/approveAreaManagerList',
      node: 'AREA_MANAGER',
      query: getPlanChangeAreaManagerQueueQueryParams,
    },
    { path: '/approveManagerList', node: 'MANAGER', query: getPlanChangeManagerQueueQueryParams },
  ],
  approvals: [
    { path: '/approve', level: 'DIRECTOR', body: approvePlanChangeAsDirectorBody },
    { path: '/approveAreaManager', level: 'AREA_MANAGER', body: approvePlanChangeAsAreaManagerBody },
    { path: '/approveManager', level: 'MANAGER', body: approvePlanChangeAsManagerBody },
  ],
  submit: { path: '/submitApprove', body: submitPlanChangeForApprovalBody },
  cancel: { path: '/cancel', body: cancelPlanChangeBody },
  confirm: {
    path: '/confirmSubmit/:id',
    params: confirmPlanChangeSubmitParams,
    body: confirmPlanChangeSubmitBody,
  },
  reject: { path: '/reject', body: rejectPlanChangeBody },
  approveInfo: {
    path: '/approveInfo',
    query: getPlanChangeApproveInfoQueryParams,
    idParam: 'planNeedsChangeId',
  },
  approveList: {
    path: '/approveList',
    query: getPlanChangeApproveHistoryQueryParams,
    idParam: 'planNeedsChangeId',
  },
};

/** /purchar/cg-plan-needs-change (purchar-plans.yaml): thin handlers; the rules live in the service. */
export function planNeedsChangeRoutes(services: Services) {
  const { planNeedsChange: changes, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('cg_plan_needs_change_view'), async (c) =>
    ok(c, await changes.page(c.get('caller'), parseQuery(c, getPlanChangePagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('cg_plan_needs_change_export'), async (c) => {
    const query = parseQuery(c, exportPlanChangesQueryParams);
    const sheet = await changes.exportSheet(c.get('caller'), query, c.get('lang'));
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get('/planNeedsNoList', can('cg_plan_needs_change_view'), async (c) =>
    ok(c, await changes.changeablePlans(c.get('caller'), parseQuery(c, getChangeablePlansQueryParams))),
  );
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, savePlanChangeBody);
    await assertSavePermission(menus.permissions, c.get('caller'), CHANGE_RESOURCE, input.id);
    return ok(c, await changes.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('cg_plan_needs_change_delete'), async (c) => {
    await changes.remove(c.get('caller'), parseParams(c, deletePlanChangeParams).id);
    return done(c);
  });

  mountApprovalRoutes(routes, changes, {
    permissions: menus.permissions,
    permissionPrefix: CHANGE_RESOURCE,
    paths: APPROVAL_PATHS,
  });

  routes.get('/:id', can('cg_plan_needs_change_view'), async (c) =>
    ok(c, await changes.detail(c.get('caller'), parseParams(c, getPlanChangeDetailParams).id, c.get('lang'))),
  );
  return routes;
}
