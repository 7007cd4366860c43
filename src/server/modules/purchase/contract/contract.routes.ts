import { Hono, type Context } from 'hono';
import {
  addContractBody,
  approveContractBody,
  createContractOnceOrderBody,
  deleteContractsQueryParams,
  editContractBody,
  exportContractDetailQueryParams,
  exportContractMaterialPriceQueryParams,
  exportContractsQueryParams,
  getContractApproveHistoryQueryParams,
  getContractApproveInfoQueryParams,
  getContractApprovePagesQueryParams,
  getContractBuyerSalerListQueryParams,
  getContractDetailParams,
  getContractFullDetailQueryParams,
  getContractMaterialListQueryParams,
  getContractMaterialPickerPagesQueryParams,
  getContractMaterialPriceQueryParams,
  getContractPagesQueryParams,
  getContractSalerAccountListQueryParams,
  getContractSourcingListQueryParams,
  getContractUserListQueryParams,
  getPurchaseProcessTrackingQueryParams,
  rejectContractBody,
  submitContractForApprovalBody,
  terminateContractBody,
  terminateContractParams,
  voidContractBody,
  voidContractParams,
  withdrawContractBody,
} from '../../../../api/generated/purchase-contract/zod/ht-contract/ht-contract.zod.ts';
import { mountApprovalRoutes, type ApprovalPaths } from '../../../approval/approval-routes.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx, type SheetSpec } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireAnyPermission, requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { csvIds } from '../../../lib/csv.ts';
import { parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { CONTRACT_RESOURCE } from './contract.service.ts';
import { mountContractSupplementCalls } from '../supplement/supplement.routes.ts';
import { formFile } from '../../../http/form-file.ts';

type QueueQuery = Parameters<Services['contracts']['approvePage']>[1];

/**
 * Where SPEC puts the contract approval calls: submitApprove and approve/pages; `approve` (status 1/2) is the
 * document's own (it acts at whatever level the contract waits at), withdraw, reject and the progress/history
 * reads are additions. No per-level queues and no PM confirmation: contracts have neither.
 */
const APPROVAL_PATHS: ApprovalPaths<QueueQuery> = {
  queues: [],
  approvals: [],
  submit: { path: '/submitApprove', body: submitContractForApprovalBody },
  cancel: { path: '/withdraw', body: withdrawContractBody },
  reject: { path: '/reject', body: rejectContractBody },
  approveInfo: { path: '/approveInfo', query: getContractApproveInfoQueryParams, idParam: 'contractId' },
  approveList: { path: '/approveList', query: getContractApproveHistoryQueryParams, idParam: 'contractId' },
};

/** /purchase/ht-contract (purchase-contract.yaml): thin handlers; the rules live in contract.service. */
export function contractRoutes(services: Services) {
  const { contracts, menus } = services;
  const can = (suffix: string) => requirePermission(menus.permissions, `${CONTRACT_RESOURCE}_${suffix}`);
  // The editor's look-ups serve whoever may write a contract.
  const edits = requireAnyPermission(menus.permissions, [
    `${CONTRACT_RESOURCE}_add`,
    `${CONTRACT_RESOURCE}_edit`,
  ]);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const sheet = async (c: Context<AppEnv>, spec: SheetSpec) =>
    xlsxResponse(c, await writeXlsx(spec), exportFileName(spec.name, services.clock()));

  // Named paths first: `/:id` at the end must not swallow them.
  routes.get('/pages', can('view'), async (c) =>
    ok(c, await contracts.page(c.get('caller'), parseQuery(c, getContractPagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('export'), async (c) =>
    sheet(
      c,
      await contracts.exportList(c.get('caller'), parseQuery(c, exportContractsQueryParams), c.get('lang')),
    ),
  );
  routes.get('/sourcingList', edits, async (c) =>
    ok(
      c,
      await contracts.sourcingList(
        c.get('caller'),
        parseQuery(c, getContractSourcingListQueryParams).keyword,
      ),
    ),
  );
  routes.get('/buyerSalerList', edits, async (c) =>
    ok(
      c,
      await contracts.buyerSaler(
        c.get('caller'),
        parseQuery(c, getContractBuyerSalerListQueryParams).keyword,
      ),
    ),
  );
  routes.get('/salerAccountList', edits, async (c) =>
    ok(
      c,
      await contracts.salerAccounts(
        c.get('caller'),
        parseQuery(c, getContractSalerAccountListQueryParams).supplierId,
      ),
    ),
  );
  routes.get('/contractMaterialList', can('view'), async (c) =>
    ok(
      c,
      await contracts.materialList(
        c.get('caller'),
        parseQuery(c, getContractMaterialListQueryParams).contractId,
        c.get('lang'),
      ),
    ),
  );
  routes.get('/material/pages', edits, async (c) =>
    ok(
      c,
      await contracts.materialPage(
        c.get('caller'),
        parseQuery(c, getContractMaterialPickerPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/user/list', edits, async (c) =>
    ok(c, await contracts.userList(c.get('caller'), parseQuery(c, getContractUserListQueryParams).keyword)),
  );
  routes.post('/add', can('add'), async (c) => {
    const input = await parseJson(c, addContractBody);
    return ok(c, await contracts.save(c.get('caller'), { ...input, id: undefined }, c.get('lang')));
  });
  routes.post('/edit', can('edit'), async (c) => {
    const input = await parseJson(c, editContractBody);
    if (!input.id) throw badRequest('recordMissing', '');
    return ok(c, await contracts.save(c.get('caller'), input, c.get('lang')));
  });
  routes.post('/delete', can('delete'), async (c) => {
    await contracts.remove(c.get('caller'), csvIds(parseQuery(c, deleteContractsQueryParams).ids));
    return done(c);
  });
  routes.post('/add/file', edits, async (c) => {
    const stored = await services.oss.putFile(c.get('caller'), await formFile(c), 'file');
    return ok(c, { attachId: stored.attachId, fileName: stored.originalName, link: stored.link });
  });
  routes.post('/importDetails', can('import'), async (c) =>
    ok(c, await contracts.importItems(c.get('caller'), await formFile(c), c.get('lang'))),
  );
  routes.get('/downloadTempFile', can('import'), async (c) => {
    const lang = c.get('lang');
    const bytes = await contracts.template(c.get('caller'), lang);
    return xlsxResponse(c, bytes, lang === 'en' ? 'contract-lines-template.xlsx' : '合同明细导入模板.xlsx');
  });
  routes.post('/approve', can('approve'), async (c) =>
    ok(
      c,
      await contracts.approveHere(c.get('caller'), await parseJson(c, approveContractBody), c.get('lang')),
    ),
  );
  routes.get('/approve/pages', can('approve'), async (c) =>
    ok(
      c,
      await contracts.approvePage(
        c.get('caller'),
        parseQuery(c, getContractApprovePagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  mountApprovalRoutes(routes, contracts, {
    permissions: menus.permissions,
    permissionPrefix: CONTRACT_RESOURCE,
    paths: APPROVAL_PATHS,
  });
  routes.post('/createOnceOrder', can('order'), async (c) =>
    ok(
      c,
      await contracts.createOnceOrder(
        c.get('caller'),
        await parseJson(c, createContractOnceOrderBody),
        c.get('lang'),
      ),
    ),
  );
  routes.post('/termination/:id', can('terminate'), async (c) => {
    const { id } = parseParams(c, terminateContractParams);
    const { reason } = await parseJson(c, terminateContractBody);
    return ok(c, await contracts.terminate(c.get('caller'), id, reason, c.get('lang')));
  });
  routes.post('/cancel/:id', can('void'), async (c) => {
    const { id } = parseParams(c, voidContractParams);
    const { reason } = await parseJson(c, voidContractBody);
    return ok(c, await contracts.voidContract(c.get('caller'), id, reason, c.get('lang')));
  });
  mountContractSupplementCalls(routes, services);
  routes.get('/contractMaterialPrice', can('view'), async (c) =>
    ok(
      c,
      await contracts.materialPrices(
        c.get('caller'),
        parseQuery(c, getContractMaterialPriceQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/exportContractMaterialPrice', can('export'), async (c) =>
    sheet(
      c,
      await contracts.exportPrices(
        c.get('caller'),
        parseQuery(c, exportContractMaterialPriceQueryParams).keyword,
        c.get('lang'),
      ),
    ),
  );
  routes.get('/contractDetail', can('view'), async (c) =>
    ok(
      c,
      await contracts.detail(
        c.get('caller'),
        parseQuery(c, getContractFullDetailQueryParams).id,
        c.get('lang'),
      ),
    ),
  );
  routes.get('/exportContractDetail', can('export'), async (c) =>
    sheet(
      c,
      await contracts.exportDetail(
        c.get('caller'),
        parseQuery(c, exportContractDetailQueryParams).id,
        c.get('lang'),
      ),
    ),
  );
  // 采购过程跟踪 is a menu of its own: granting it opens the tracking without the contract list's grants.
  const tracks = requireAnyPermission(menus.permissions, ['contract_tracking', `${CONTRACT_RESOURCE}_view`]);
  routes.get('/purchaseProcessTracking', tracks, async (c) =>
    ok(
      c,
      await contracts.tracking(
        c.get('caller'),
        parseQuery(c, getPurchaseProcessTrackingQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await contracts.detail(c.get('caller'), parseParams(c, getContractDetailParams).id, c.get('lang'))),
  );
  return routes;
}
