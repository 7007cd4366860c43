import { Hono } from 'hono';
import {
  approvePlanAsAreaManagerBody,
  approvePlanAsDirectorBody,
  approvePlanAsManagerBody,
  cancelPlanBody,
  confirmPlanSubmitBody,
  confirmPlanSubmitParams,
  deletePlanParams,
  exportPlansQueryParams,
  getPlanApproveHistoryQueryParams,
  getPlanApproveInfoQueryParams,
  getPlanAreaManagerQueueQueryParams,
  getPlanDetailParams,
  getPlanDirectorQueueQueryParams,
  getPlanManagerQueueQueryParams,
  getPlanMaterialsQueryParams,
  getPlanPagesQueryParams,
  getPlanProjectManagerQueueQueryParams,
  rejectPlanBody,
  savePlanBody,
  setPlanStatusBody,
  submitPlanForApprovalBody,
} from '../../../../api/generated/purchar-plans/zod/cg-plan-needs/cg-plan-needs.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { assertSavePermission, parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { PLAN_RESOURCE, type PlanQueueFilter } from './plan-needs.service.ts';
import { formFile } from '../../../http/form-file.ts';

type QueueQuery = PlanQueueFilter & { current: number; size: number };

/** SPEC's approval paths of cg-plan-needs, plus the PM queue, confirmSubmit and reject the chain needs. */
const APPROVAL_PATHS: ApprovalPaths<QueueQuery> = {
  queues: [
    { path: '/approveProjectManagerList', node: 'PM', query: getPlanProjectManagerQueueQueryParams },
    { path: '/approveDirectorList', node: 'DIRECTOR', query: getPlanDirectorQueueQueryParams },
    { path: '/approveAreaManagerList', node: 'AREA_MANAGER', query: getPlanAreaManagerQueueQueryParams },
    { path: '/approveManagerList', node: 'MANAGER', query: getPlanManagerQueueQueryParams },
  ],
  approvals: [
    { path: '/approve', level: 'DIRECTOR', body: approvePlanAsDirectorBody },
    { path: '/approveAreaManager', level: 'AREA_MANAGER', body: approvePlanAsAreaManagerBody },
    { path: '/approveManager', level: 'MANAGER', body: approvePlanAsManagerBody },
  ],
  submit: { path: '/submitApprove', body: submitPlanForApprovalBody },
  cancel: { path: '/cancel', body: cancelPlanBody },
  confirm: { path: '/confirmSubmit/:id', params: confirmPlanSubmitParams, body: confirmPlanSubmitBody },
  reject: { path: '/reject', body: rejectPlanBody },
  approveInfo: { path: '/approveInfo', query: getPlanApproveInfoQueryParams, idParam: 'planNeedsId' },
  approveList: { path: '/approveList', query: getPlanApproveHistoryQueryParams, idParam: 'planNeedsId' },
};

export const planTemplateName = (lang: string) =>
  lang === 'en' ? 'demand-plan-lines-template.xlsx' : '需求计划明细导入模板.xlsx';

/** /purchar/cg-plan-needs (purchar-plans.yaml): thin handlers; the rules live in plan-needs.service. */
export function planNeedsRoutes(services: Services) {
  const { planNeeds, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('cg_plan_needs_view'), async (c) =>
    ok(c, await planNeeds.page(c.get('caller'), parseQuery(c, getPlanPagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('cg_plan_needs_export'), async (c) => {
    const sheet = await planNeeds.exportSheet(
      c.get('caller'),
      parseQuery(c, exportPlansQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  // What a demand bill's editor picks from: readable by whoever reads bills.
  routes.get('/planMaterial', can('cg_needs_view'), async (c) =>
    ok(
      c,
      await planNeeds.materialPage(
        c.get('caller'),
        parseQuery(c, getPlanMaterialsQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, savePlanBody);
    await assertSavePermission(menus.permissions, c.get('caller'), PLAN_RESOURCE, input.id);
    return ok(c, await planNeeds.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('cg_plan_needs_delete'), async (c) => {
    await planNeeds.remove(c.get('caller'), parseParams(c, deletePlanParams).id);
    return done(c);
  });
  routes.post('/setStatus', can('cg_plan_needs_status'), async (c) =>
    ok(c, await planNeeds.setStatus(c.get('caller'), await parseJson(c, setPlanStatusBody), c.get('lang'))),
  );
  routes.post('/importDetails', can('cg_plan_needs_import'), async (c) =>
    ok(c, await planNeeds.importItems(c.get('caller'), await formFile(c), c.get('lang'))),
  );
  routes.get('/downloadTempFile', can('cg_plan_needs_import'), async (c) => {
    const lang = c.get('lang');
    return xlsxResponse(c, await planNeeds.template(c.get('caller'), lang), planTemplateName(lang));
  });

  mountApprovalRoutes(routes, planNeeds, {
    permissions: menus.permissions,
    permissionPrefix: PLAN_RESOURCE,
    paths: APPROVAL_PATHS,
  });

  routes.get('/:id', can('cg_plan_needs_view'), async (c) =>
    ok(c, await planNeeds.detail(c.get('caller'), parseParams(c, getPlanDetailParams).id, c.get('lang'))),
  );
  return routes;
}
