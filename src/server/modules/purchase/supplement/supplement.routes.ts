import { Hono } from 'hono';
import {
  addSupplementBody,
  approveSupplementBody,
  deleteSupplementsQueryParams,
  editSupplementBody,
  getContractSupplementsQueryParams,
  getSupplementApproveHistoryParams,
  getSupplementApproveInfoQueryParams,
  getSupplementApprovePagesQueryParams,
  getSupplementDetailParams,
  getSupplementPagesQueryParams,
  rejectSupplementBody,
  submitSupplementForApprovalBody,
  withdrawSupplementBody,
} from '../../../../api/generated/purchase-supplement/zod/ht-contract-supplement/ht-contract-supplement.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { done, ok } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireAnyPermission, requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { csvIds } from '../../../lib/csv.ts';
import { parseParams } from '../../../lib/routing.ts';
import type { Services } from '../../../services.ts';
import { SUPPLEMENT_RESOURCE } from './supplement.service.ts';
import { formFile } from '../../../http/form-file.ts';

type QueueQuery = Parameters<Services['supplements']['approvePage']>[1];

/** Where the supplement approval calls live: SPEC's submitApprove, approve and approveList/{id}, plus withdraw,
 * reject and approveInfo as the contract has them. */
const APPROVAL_PATHS: ApprovalPaths<QueueQuery> = {
  queues: [],
  approvals: [],
  submit: { path: '/submitApprove', body: submitSupplementForApprovalBody },
  cancel: { path: '/withdraw', body: withdrawSupplementBody },
  reject: { path: '/reject', body: rejectSupplementBody },
  approveInfo: { path: '/approveInfo', query: getSupplementApproveInfoQueryParams, idParam: 'supplementId' },
  approveList: { path: '/approveList/:id', params: getSupplementApproveHistoryParams },
};

/** The two contract calls that make and edit a supplement (ht-contract/addSupplement, editSupplement). */
export function mountContractSupplementCalls(routes: Hono<AppEnv>, services: Services) {
  const can = (suffix: string) =>
    requirePermission(services.menus.permissions, `${SUPPLEMENT_RESOURCE}_${suffix}`);
  routes.post('/addSupplement', can('add'), async (c) => {
    const input = await parseJson(c, addSupplementBody);
    return ok(
      c,
      await services.supplements.save(c.get('caller'), { ...input, id: undefined }, c.get('lang')),
    );
  });
  routes.post('/editSupplement', can('edit'), async (c) => {
    const input = await parseJson(c, editSupplementBody);
    if (!input.id) throw badRequest('recordMissing', '');
    return ok(c, await services.supplements.save(c.get('caller'), input, c.get('lang')));
  });
}

/** /purchase/ht-contract-supplement (purchase-supplement.yaml): thin handlers; the rules live in the service. */
export function supplementRoutes(services: Services) {
  const { supplements, menus } = services;
  const can = (suffix: string) => requirePermission(menus.permissions, `${SUPPLEMENT_RESOURCE}_${suffix}`);
  const edits = requireAnyPermission(menus.permissions, [
    `${SUPPLEMENT_RESOURCE}_add`,
    `${SUPPLEMENT_RESOURCE}_edit`,
  ]);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('view'), async (c) =>
    ok(
      c,
      await supplements.page(c.get('caller'), parseQuery(c, getSupplementPagesQueryParams), c.get('lang')),
    ),
  );
  routes.get('/approve/pages', can('approve'), async (c) =>
    ok(
      c,
      await supplements.approvePage(
        c.get('caller'),
        parseQuery(c, getSupplementApprovePagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/ofContract', can('view'), async (c) =>
    ok(
      c,
      await supplements.ofContract(
        c.get('caller'),
        parseQuery(c, getContractSupplementsQueryParams).contractId,
        c.get('lang'),
      ),
    ),
  );
  routes.post('/add', can('add'), async (c) => {
    const input = await parseJson(c, addSupplementBody);
    return ok(c, await supplements.save(c.get('caller'), { ...input, id: undefined }, c.get('lang')));
  });
  routes.post('/edit', can('edit'), async (c) => {
    const input = await parseJson(c, editSupplementBody);
    if (!input.id) throw badRequest('recordMissing', '');
    return ok(c, await supplements.save(c.get('caller'), input, c.get('lang')));
  });
  routes.post('/delete', can('delete'), async (c) => {
    await supplements.remove(c.get('caller'), csvIds(parseQuery(c, deleteSupplementsQueryParams).ids));
    return done(c);
  });
  routes.post('/add/file', edits, async (c) => {
    const stored = await services.oss.putFile(c.get('caller'), await formFile(c), 'file');
    return ok(c, { attachId: stored.attachId, fileName: stored.originalName, link: stored.link });
  });
  routes.post('/importDetails', can('import'), async (c) =>
    ok(c, await supplements.importItems(c.get('caller'), await formFile(c), c.get('lang'))),
  );
  routes.post('/approve', can('approve'), async (c) =>
    ok(
      c,
      await supplements.approveHere(
        c.get('caller'),
        await parseJson(c, approveSupplementBody),
        c.get('lang'),
      ),
    ),
  );
  mountApprovalRoutes(routes, supplements, {
    permissions: menus.permissions,
    permissionPrefix: SUPPLEMENT_RESOURCE,
    paths: APPROVAL_PATHS,
  });
  routes.get('/:id', can('view'), async (c) =>
    ok(
      c,
      await supplements.detail(c.get('caller'), parseParams(c, getSupplementDetailParams).id, c.get('lang')),
    ),
  );
  return routes;
}
