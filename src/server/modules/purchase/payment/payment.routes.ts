import { Hono } from 'hono';
import {
  addPaymentBody,
  approvePaymentBody,
  deletePaymentParams,
  editPaymentBody,
  genPaymentApproveFormBody,
  getPaymentApproveHistoryQueryParams,
  getPaymentApproveInfoQueryParams,
  getPaymentApprovePagesQueryParams,
  getPaymentByNoParams,
  getPaymentContractListQueryParams,
  getPaymentDetailParams,
  getPaymentOrderListQueryParams,
  getPaymentPagesQueryParams,
  rejectPaymentBody,
  submitPaymentForApprovalBody,
  voidPaymentBody,
  withdrawPaymentBody,
} from '../../../../api/generated/purchase-payment/zod/cw-payment/cw-payment.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { done, ok } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireAnyPermission, requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import { DOCX_TYPE, fileResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { PAYMENT_RESOURCE } from './payment.service.ts';
import { formFile } from '../../../http/form-file.ts';

type QueueQuery = Parameters<Services['payments']['approvePage']>[1];

/**
 * Where the payment approval calls live: submitApprove and approve/pages; `approve` (status 1/2) acts at whatever
 * level the request waits at (as contracts do); withdraw, reject and the progress/history reads as the kit mounts.
 */
const APPROVAL_PATHS: ApprovalPaths<QueueQuery> = {
  queues: [],
  approvals: [],
  submit: { path: '/submitApprove', body: submitPaymentForApprovalBody },
  cancel: { path: '/withdraw', body: withdrawPaymentBody },
  reject: { path: '/reject', body: rejectPaymentBody },
  approveInfo: { path: '/approveInfo', query: getPaymentApproveInfoQueryParams, idParam: 'paymentId' },
  approveList: { path: '/approveList', query: getPaymentApproveHistoryQueryParams, idParam: 'paymentId' },
};

/** /purchase/cw-payment (purchase-payment.yaml): thin handlers; the rules live in payment.service. */
export function paymentRoutes(services: Services) {
  const { payments, menus } = services;
  const can = (suffix: string) => requirePermission(menus.permissions, `${PAYMENT_RESOURCE}_${suffix}`);
  const edits = requireAnyPermission(menus.permissions, [
    `${PAYMENT_RESOURCE}_add`,
    `${PAYMENT_RESOURCE}_edit`,
  ]);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Named paths first: `/:id` at the end must not swallow them.
  routes.get('/pages', can('view'), async (c) =>
    ok(c, await payments.page(c.get('caller'), parseQuery(c, getPaymentPagesQueryParams), c.get('lang'))),
  );
  routes.get('/codeDetails/:id', can('view'), async (c) =>
    ok(c, await payments.byNo(c.get('caller'), parseParams(c, getPaymentByNoParams).id, c.get('lang'))),
  );
  routes.get('/contractList', edits, async (c) =>
    ok(
      c,
      await payments.contractList(c.get('caller'), parseQuery(c, getPaymentContractListQueryParams).keyword),
    ),
  );
  routes.get('/orderList', edits, async (c) => {
    const { contractId, paymentId } = parseQuery(c, getPaymentOrderListQueryParams);
    return ok(c, await payments.orderList(c.get('caller'), contractId, paymentId));
  });
  routes.post('/add', can('add'), async (c) => {
    const input = await parseJson(c, addPaymentBody);
    return ok(c, await payments.save(c.get('caller'), { ...input, id: undefined }, c.get('lang')));
  });
  routes.post('/edit', can('edit'), async (c) => {
    const input = await parseJson(c, editPaymentBody);
    if (!input.id) throw badRequest('recordMissing', '');
    return ok(c, await payments.save(c.get('caller'), input, c.get('lang')));
  });
  routes.post('/delete/:id', can('delete'), async (c) => {
    await payments.remove(c.get('caller'), parseParams(c, deletePaymentParams).id);
    return done(c);
  });
  routes.post('/cancel', can('void'), async (c) => {
    const { id, reason } = await parseJson(c, voidPaymentBody);
    return ok(c, await payments.voidPayment(c.get('caller'), id, reason, c.get('lang')));
  });
  routes.post('/genApproveForm', can('view'), async (c) => {
    const { id } = await parseJson(c, genPaymentApproveFormBody);
    const form = await payments.approveForm(c.get('caller'), id);
    return fileResponse(c, form.bytes, form.fileName, DOCX_TYPE);
  });
  routes.post('/add/file', edits, async (c) => {
    const stored = await services.oss.putFile(c.get('caller'), await formFile(c), 'file');
    return ok(c, { attachId: stored.attachId, fileName: stored.originalName, link: stored.link });
  });
  routes.post('/approve', can('approve'), async (c) =>
    ok(c, await payments.approveHere(c.get('caller'), await parseJson(c, approvePaymentBody), c.get('lang'))),
  );
  routes.get('/approve/pages', can('approve'), async (c) =>
    ok(
      c,
      await payments.approvePage(
        c.get('caller'),
        parseQuery(c, getPaymentApprovePagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  mountApprovalRoutes(routes, payments, {
    permissions: menus.permissions,
    permissionPrefix: PAYMENT_RESOURCE,
    paths: APPROVAL_PATHS,
  });
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await payments.detail(c.get('caller'), parseParams(c, getPaymentDetailParams).id, c.get('lang'))),
  );
  return routes;
}
