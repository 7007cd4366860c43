import { Hono } from 'hono';
import {
  approveBlacklistAsAreaManagerBody,
  approveBlacklistAsDirectorBody,
  approveBlacklistAsManagerBody,
  cancelBlacklistRequestBody,
  createBlacklistRequestBody,
  deleteBlacklistRequestParams,
  getBlacklistApproveHistoryParams,
  getBlacklistApproveInfoQueryParams,
  getBlacklistAreaManagerQueueQueryParams,
  getBlacklistDirectorQueueQueryParams,
  getBlacklistLogsQueryParams,
  getBlacklistManagerQueueQueryParams,
  getBlacklistPagesQueryParams,
  getBlacklistRequestParams,
  rejectBlacklistRequestBody,
  submitBlacklistForApprovalBody,
} from '../../../../api/generated/purchar-supplier/zod/gys-supplier-black/gys-supplier-black.zod.ts';
import {
  approveSupplierAsAreaManagerBody,
  approveSupplierAsDirectorBody,
  approveSupplierAsManagerBody,
  cancelSupplierBody,
  deleteSupplierParams,
  exportSuppliersQueryParams,
  getExpiringQualificationsQueryParams,
  getSupplierApproveHistoryParams,
  getSupplierApproveInfoQueryParams,
  getSupplierAreaManagerQueueQueryParams,
  getSupplierDetailParams,
  getSupplierDirectorQueueQueryParams,
  getSupplierManagerQueueQueryParams,
  getSupplierPagesQueryParams,
  renewQualificationBody,
  rejectSupplierBody,
  resumeSupplierBody,
  saveSupplierBody,
  submitSupplierForApprovalBody,
  suspendSupplierBody,
} from '../../../../api/generated/purchar-supplier/zod/gys-supplier/gys-supplier.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { assertSavePermission, parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import type { BlacklistFilter } from './blacklist.service.ts';
import { RENEW_PERMISSION } from './qualification-renewal.ts';
import { BLACKLIST_RESOURCE } from './supplier-records.ts';
import { SUPPLIER_RESOURCE, type QueueFilter } from './supplier.service.ts';

type QueueQuery = QueueFilter & { current: number; size: number };
type BlackQueueQuery = BlacklistFilter & { current: number; size: number };

/** Where the admission calls live (SPEC: submitApprove, approve, approveList/{id}; the rest are additions). */
const SUPPLIER_APPROVAL: ApprovalPaths<QueueQuery> = {
  queues: [
    { path: '/approveDirectorList', node: 'DIRECTOR', query: getSupplierDirectorQueueQueryParams },
    { path: '/approveAreaManagerList', node: 'AREA_MANAGER', query: getSupplierAreaManagerQueueQueryParams },
    { path: '/approveManagerList', node: 'MANAGER', query: getSupplierManagerQueueQueryParams },
  ],
  approvals: [
    { path: '/approve', level: 'DIRECTOR', body: approveSupplierAsDirectorBody },
    { path: '/approveAreaManager', level: 'AREA_MANAGER', body: approveSupplierAsAreaManagerBody },
    { path: '/approveManager', level: 'MANAGER', body: approveSupplierAsManagerBody },
  ],
  submit: { path: '/submitApprove', body: submitSupplierForApprovalBody },
  cancel: { path: '/cancel', body: cancelSupplierBody },
  reject: { path: '/reject', body: rejectSupplierBody },
  approveInfo: { path: '/approveInfo', query: getSupplierApproveInfoQueryParams, idParam: 'supplierId' },
  approveList: { path: '/approveList/:id', params: getSupplierApproveHistoryParams },
};

/** The blacklist requests' approval calls, under /black. */
const BLACKLIST_APPROVAL: ApprovalPaths<BlackQueueQuery> = {
  queues: [
    { path: '/approveDirectorList', node: 'DIRECTOR', query: getBlacklistDirectorQueueQueryParams },
    { path: '/approveAreaManagerList', node: 'AREA_MANAGER', query: getBlacklistAreaManagerQueueQueryParams },
    { path: '/approveManagerList', node: 'MANAGER', query: getBlacklistManagerQueueQueryParams },
  ],
  approvals: [
    { path: '/approve', level: 'DIRECTOR', body: approveBlacklistAsDirectorBody },
    { path: '/approveAreaManager', level: 'AREA_MANAGER', body: approveBlacklistAsAreaManagerBody },
    { path: '/approveManager', level: 'MANAGER', body: approveBlacklistAsManagerBody },
  ],
  submit: { path: '/submitApprove', body: submitBlacklistForApprovalBody },
  cancel: { path: '/cancel', body: cancelBlacklistRequestBody },
  reject: { path: '/reject', body: rejectBlacklistRequestBody },
  approveInfo: { path: '/approveInfo', query: getBlacklistApproveInfoQueryParams, idParam: 'requestId' },
  approveList: { path: '/approveList/:id', params: getBlacklistApproveHistoryParams },
};

/** /purchar/gys-supplier/black (purchar-supplier.yaml): the blacklist and its requests. */
function blacklistRoutes(services: Services) {
  const { suppliers, blacklist, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, `${BLACKLIST_RESOURCE}_${code}`);
  const routes = new Hono<AppEnv>();
  routes.get('/pages', can('view'), async (c) =>
    ok(
      c,
      await suppliers.blacklisted(
        c.get('caller'),
        parseQuery(c, getBlacklistPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/logs', can('view'), async (c) =>
    ok(c, await blacklist.logs(c.get('caller'), parseQuery(c, getBlacklistLogsQueryParams), c.get('lang'))),
  );
  routes.post('/submit', can('add'), async (c) =>
    ok(
      c,
      await blacklist.create(c.get('caller'), await parseJson(c, createBlacklistRequestBody), c.get('lang')),
    ),
  );
  routes.delete('/delete/:id', can('delete'), async (c) => {
    await blacklist.remove(c.get('caller'), parseParams(c, deleteBlacklistRequestParams).id);
    return done(c);
  });
  mountApprovalRoutes(routes, blacklist, {
    permissions: menus.permissions,
    permissionPrefix: BLACKLIST_RESOURCE,
    paths: BLACKLIST_APPROVAL,
  });
  routes.get('/:id', can('view'), async (c) =>
    ok(
      c,
      await blacklist.detail(c.get('caller'), parseParams(c, getBlacklistRequestParams).id, c.get('lang')),
    ),
  );
  return routes;
}

/** /purchar/gys-supplier (purchar-supplier.yaml): thin handlers; the rules live in the services. */
export function supplierRoutes(services: Services) {
  const { suppliers, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, `${SUPPLIER_RESOURCE}_${code}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Named paths first: `/:id` at the end must not swallow them.
  routes.route('/black', blacklistRoutes(services));
  routes.get('/pages', can('view'), async (c) =>
    ok(c, await suppliers.page(c.get('caller'), parseQuery(c, getSupplierPagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('export'), async (c) => {
    const sheet = await suppliers.exportSheet(
      c.get('caller'),
      parseQuery(c, exportSuppliersQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get('/qualification/expiring', can('view'), async (c) =>
    ok(
      c,
      await suppliers.expiring(
        c.get('caller'),
        parseQuery(c, getExpiringQualificationsQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.post('/qualification/renew', requirePermission(menus.permissions, RENEW_PERMISSION), async (c) =>
    ok(
      c,
      await suppliers.renewQualification(
        c.get('caller'),
        await parseJson(c, renewQualificationBody),
        c.get('lang'),
      ),
    ),
  );
  routes.post('/addOrEdit', async (c) => {
    const input = await parseJson(c, saveSupplierBody);
    await assertSavePermission(menus.permissions, c.get('caller'), SUPPLIER_RESOURCE, input.id);
    return ok(c, await suppliers.save(c.get('caller'), input, c.get('lang')));
  });
  routes.delete('/delete/:id', can('delete'), async (c) => {
    await suppliers.remove(c.get('caller'), parseParams(c, deleteSupplierParams).id);
    return done(c);
  });
  routes.post('/suspend', can('status'), async (c) =>
    ok(c, await suppliers.suspend(c.get('caller'), await parseJson(c, suspendSupplierBody), c.get('lang'))),
  );
  routes.post('/resume', can('status'), async (c) =>
    ok(c, await suppliers.resume(c.get('caller'), await parseJson(c, resumeSupplierBody), c.get('lang'))),
  );
  mountApprovalRoutes(routes, suppliers, {
    permissions: menus.permissions,
    permissionPrefix: SUPPLIER_RESOURCE,
    paths: SUPPLIER_APPROVAL,
  });
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await suppliers.detail(c.get('caller'), parseParams(c, getSupplierDetailParams).id, c.get('lang'))),
  );
  return routes;
}
