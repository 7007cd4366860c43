import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  addSupplierOffersBody,
  approveSourcingBody,
  awardSourcingLineBody,
  cancelSourcingBody,
  checkSupplierOfferFileUploadQueryParams,
  createSourcingContractBody,
  createSourcingContractMultiBody,
  deleteSupplierOfferFileParams,
  deleteSupplierOfferParams,
  downloadSupplierDetailsQueryParams,
  editSourcingBody,
  editSupplierOffersBody,
  exportSourcingQueryParams,
  getSourcingApproveDetailsParams,
  getSourcingApproveHistoryQueryParams,
  getSourcingDetailParams,
  getSourcingMaterialListQueryParams,
  getSourcingMatrixQueryParams,
  getSourcingPagesQueryParams,
  getSupplierOfferDetailsQueryParams,
  getSupplierOfferFilesQueryParams,
  getSupplierOfferPagesQueryParams,
  getSupplierWinPageQueryParams,
  rejectSourcingBody,
  submitSourcingBody,
  voidSourcingParams,
} from '../../../../api/generated/purchar-sourcing/zod/cg-sourcing/cg-sourcing.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { assertAnyPermission, requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { uploadForm } from '../../../http/form-file.ts';

const ID = /^[0-9]{1,19}$/;

/** The multipart form of an upload: its file and the ids it names (400 when either is missing or malformed). */
async function formOf(c: Context<AppEnv>, ...ids: string[]) {
  const { form, file } = await uploadForm(c);
  const values: Record<string, string> = {};
  for (const name of ids) {
    const value = form.get(name);
    if (typeof value !== 'string' || !ID.test(value)) throw badRequest('srcFormField', name);
    values[name] = value;
  }
  return { file, values, form };
}

/** /purchar/cg-sourcing (purchar-sourcing.yaml): thin handlers; the rules live in sourcing.service. */
export function sourcingRoutes(services: Services) {
  const { sourcing, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Named paths first: `/:id` at the end must not swallow them.
  routes.get('/pages', async (c) => {
    const query = parseQuery(c, getSourcingPagesQueryParams);
    // The 定标审批 queue is an approver's; the list is everyone's with the screen.
    await assertAnyPermission(menus.permissions, c.get('caller'), [
      query.node ? 'cg_sourcing_approve' : 'cg_sourcing_view',
    ]);
    return ok(c, await sourcing.page(c.get('caller'), query, c.get('lang')));
  });
  routes.get('/export', can('cg_sourcing_export'), async (c) => {
    const sheet = await sourcing.exportSheet(
      c.get('caller'),
      parseQuery(c, exportSourcingQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.post('/edit', can('cg_sourcing_edit'), async (c) =>
    ok(c, await sourcing.edit(c.get('caller'), await parseJson(c, editSourcingBody), c.get('lang'))),
  );
  routes.delete('/delete/:id', can('cg_sourcing_delete'), async (c) => {
    await sourcing.voidBill(c.get('caller'), parseParams(c, voidSourcingParams).id);
    return done(c);
  });
  routes.post('/submitApprove', can('cg_sourcing_submit'), async (c) =>
    ok(c, await sourcing.submit(c.get('caller'), await parseJson(c, submitSourcingBody), c.get('lang'))),
  );
  routes.post('/approve', can('cg_sourcing_approve'), async (c) =>
    ok(c, await sourcing.approve(c.get('caller'), await parseJson(c, approveSourcingBody), c.get('lang'))),
  );
  routes.post('/reject', can('cg_sourcing_reject'), async (c) =>
    ok(c, await sourcing.reject(c.get('caller'), await parseJson(c, rejectSourcingBody), c.get('lang'))),
  );
  routes.post('/cancel', can('cg_sourcing_cancel'), async (c) =>
    ok(c, await sourcing.cancel(c.get('caller'), await parseJson(c, cancelSourcingBody), c.get('lang'))),
  );
  routes.get('/sourcingApproveDetails/:id', can('cg_sourcing_view'), async (c) =>
    ok(
      c,
      await sourcing.approveDetails(
        c.get('caller'),
        parseParams(c, getSourcingApproveDetailsParams).id,
        c.get('lang'),
      ),
    ),
  );
  routes.get('/approveList', can('cg_sourcing_view'), async (c) =>
    ok(
      c,
      await sourcing.approveList(
        c.get('caller'),
        parseQuery(c, getSourcingApproveHistoryQueryParams).id,
        c.get('lang'),
      ),
    ),
  );
  // Draft contracts from the winners: the contract module owns them (and rule I11); the buyer also needs ht_contract_add.
  const makesContracts = requirePermission(menus.permissions, 'ht_contract_add');
  routes.post('/createContract', can('cg_sourcing_edit'), makesContracts, async (c) => {
    const body = await parseJson(c, createSourcingContractBody);
    if (!body.supplierId) throw badRequest('contractWinnerRequired');
    return ok(
      c,
      await services.contracts.createFromSourcing(c.get('caller'), {
        sourcingId: body.sourcingId,
        supplierIds: [body.supplierId],
        buyerId: body.buyerId,
      }),
    );
  });
  routes.post('/createContractMulti', can('cg_sourcing_edit'), makesContracts, async (c) => {
    const body = await parseJson(c, createSourcingContractMultiBody);
    if (!body.supplierIds?.length) throw badRequest('contractWinnerRequired');
    return ok(
      c,
      await services.contracts.createFromSourcing(c.get('caller'), {
        sourcingId: body.sourcingId,
        supplierIds: body.supplierIds,
        buyerId: body.buyerId,
      }),
    );
  });
  routes.get('/supplierOfferPages', can('cg_sourcing_view'), async (c) =>
    ok(
      c,
      await sourcing.supplierPages(
        c.get('caller'),
        parseQuery(c, getSupplierOfferPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/supplier-offer/materialList', can('cg_sourcing_view'), async (c) =>
    ok(
      c,
      await sourcing.items(
        c.get('caller'),
        parseQuery(c, getSourcingMaterialListQueryParams).sourcingId,
        c.get('lang'),
      ),
    ),
  );
  routes.post('/supplier-offer/add', can('cg_sourcing_edit'), async (c) =>
    ok(c, await sourcing.saveOffers(c.get('caller'), await parseJson(c, addSupplierOffersBody))),
  );
  routes.post('/supplier-offer/edit', can('cg_sourcing_edit'), async (c) =>
    ok(c, await sourcing.saveOffers(c.get('caller'), await parseJson(c, editSupplierOffersBody))),
  );
  routes.get('/supplier-offer/details', can('cg_sourcing_view'), async (c) => {
    const query = parseQuery(c, getSupplierOfferDetailsQueryParams);
    return ok(c, await sourcing.offerDetails(c.get('caller'), query.sourcingId, query.supplierId));
  });
  routes.delete('/supplier-offer/delete/:id', can('cg_sourcing_edit'), async (c) => {
    await sourcing.removeOffer(c.get('caller'), parseParams(c, deleteSupplierOfferParams).id);
    return done(c);
  });
  routes.get('/supplier-offer/file', can('cg_sourcing_view'), async (c) => {
    const query = parseQuery(c, getSupplierOfferFilesQueryParams);
    return ok(c, await sourcing.files(c.get('caller'), query.sourcingId, query.supplierId, c.get('lang')));
  });
  routes.post('/supplier-offer/file', can('cg_sourcing_edit'), async (c) => {
    const { file, values, form } = await formOf(c, 'sourcingId', 'supplierId');
    const type = Number(form.get('fileType') ?? 1);
    if (![1, 2, 3].includes(type)) throw badRequest('srcFormField', 'fileType');
    return ok(
      c,
      await sourcing.uploadFile(
        c.get('caller'),
        { sourcingId: values.sourcingId!, supplierId: values.supplierId!, fileType: type, file },
        c.get('lang'),
      ),
    );
  });
  routes.delete('/supplier-offer/file/:id', can('cg_sourcing_edit'), async (c) => {
    await sourcing.removeFile(c.get('caller'), parseParams(c, deleteSupplierOfferFileParams).id);
    return done(c);
  });
  routes.get('/supplierOfferFileUpload', can('cg_sourcing_edit'), async (c) => {
    const query = parseQuery(c, checkSupplierOfferFileUploadQueryParams);
    return ok(
      c,
      await sourcing.fileCheck(c.get('caller'), query.sourcingId, query.supplierId, c.get('lang')),
    );
  });
  routes.get('/downloadSupplierDetails', can('cg_sourcing_edit'), async (c) => {
    const lang = c.get('lang');
    const bytes = await sourcing.template(
      c.get('caller'),
      parseQuery(c, downloadSupplierDetailsQueryParams).sourcingId,
      lang,
    );
    return xlsxResponse(c, bytes, lang === 'en' ? 'supplier-offers.xlsx' : '供应商报价.xlsx');
  });
  routes.get('/downloadTempFile', can('cg_sourcing_edit'), async (c) => {
    const lang = c.get('lang');
    const bytes = await sourcing.template(c.get('caller'), null, lang);
    return xlsxResponse(c, bytes, lang === 'en' ? 'supplier-offers-template.xlsx' : '供应商报价模板.xlsx');
  });
  for (const path of ['/importSupplierDetails', '/importDetails']) {
    routes.post(path, can('cg_sourcing_edit'), async (c) => {
      const { file, values } = await formOf(c, 'sourcingId');
      return ok(c, await sourcing.importOffers(c.get('caller'), values.sourcingId!, file, c.get('lang')));
    });
  }
  routes.get('/supplierWinPage', can('supplier_win'), async (c) =>
    ok(
      c,
      await sourcing.winPage(c.get('caller'), parseQuery(c, getSupplierWinPageQueryParams), c.get('lang')),
    ),
  );
  routes.post('/award', can('cg_sourcing_edit'), async (c) =>
    ok(c, await sourcing.award(c.get('caller'), await parseJson(c, awardSourcingLineBody), c.get('lang'))),
  );
  routes.get('/matrix', can('cg_sourcing_view'), async (c) =>
    ok(
      c,
      await sourcing.matrix(
        c.get('caller'),
        parseQuery(c, getSourcingMatrixQueryParams).sourcingId,
        c.get('lang'),
      ),
    ),
  );
  routes.get('/supplierOptions', can('cg_sourcing_edit'), async (c) =>
    ok(c, await sourcing.supplierOptions(c.get('caller'))),
  );
  routes.get('/:id', can('cg_sourcing_view'), async (c) =>
    ok(c, await sourcing.detail(c.get('caller'), parseParams(c, getSourcingDetailParams).id, c.get('lang'))),
  );
  return routes;
}
