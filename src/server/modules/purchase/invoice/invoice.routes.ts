import { Hono } from 'hono';
import {
  getInvoiceLinkPagesQueryParams,
  getInvoiceLinkableContractsQueryParams,
  linkInvoiceBody,
  unlinkInvoiceParams,
} from '../../../../api/generated/purchase-invoice/zod/cw-invoice-contract/cw-invoice-contract.zod.ts';
import {
  addInvoiceBody,
  deleteInvoiceParams,
  editInvoiceBody,
  exportInvoicesQueryParams,
  getInvoiceDetailParams,
  getInvoicePagesQueryParams,
} from '../../../../api/generated/purchase-invoice/zod/cw-invoice/cw-invoice.zod.ts';
import type { AppEnv } from '../../../context.ts';
import { exportFileName, writeXlsx } from '../../../documents/export-sheet.ts';
import { done, ok } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireAnyPermission, requirePermission } from '../../../http/permission.ts';
import { parseJson, parseQuery } from '../../../http/validate.ts';
import { parseParams } from '../../../lib/routing.ts';
import { xlsxResponse } from '../../../lib/xlsx-response.ts';
import type { Services } from '../../../services.ts';
import { INVOICE_RESOURCE } from './invoice-records.ts';
import { formFile } from '../../../http/form-file.ts';

/** /purchase/cw-invoice (purchase-invoice.yaml): thin handlers; the rules live in invoice.service. */
export function invoiceRoutes(services: Services) {
  const { invoices, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, `${INVOICE_RESOURCE}_${code}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  // Named paths first: `/:id` at the end must not swallow them.
  routes.get('/pages', can('view'), async (c) =>
    ok(c, await invoices.page(c.get('caller'), parseQuery(c, getInvoicePagesQueryParams), c.get('lang'))),
  );
  routes.get('/export', can('export'), async (c) => {
    const query = parseQuery(c, exportInvoicesQueryParams);
    const sheet = await invoices.exportSheet(c.get('caller'), query, c.get('lang'));
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get(
    '/parties',
    requireAnyPermission(menus.permissions, [`${INVOICE_RESOURCE}_add`, `${INVOICE_RESOURCE}_edit`]),
    async (c) => ok(c, await invoices.parties(c.get('caller'))),
  );
  routes.post('/upload', can('add'), async (c) =>
    ok(c, await invoices.upload(c.get('caller'), await formFile(c))),
  );
  routes.post('/add', can('add'), async (c) => {
    const input = await parseJson(c, addInvoiceBody);
    return ok(c, await invoices.save(c.get('caller'), { ...input, id: undefined }, c.get('lang')));
  });
  routes.post('/edit', can('edit'), async (c) => {
    const input = await parseJson(c, editInvoiceBody);
    if (!input.id) throw badRequest('invoiceIdRequired');
    return ok(c, await invoices.save(c.get('caller'), input, c.get('lang')));
  });
  routes.post('/delete/:id', can('delete'), async (c) => {
    await invoices.remove(c.get('caller'), parseParams(c, deleteInvoiceParams).id);
    return done(c);
  });
  routes.get('/:id', can('view'), async (c) =>
    ok(c, await invoices.detail(c.get('caller'), parseParams(c, getInvoiceDetailParams).id, c.get('lang'))),
  );
  return routes;
}

/** /purchase/cw-invoice-contract: the links of invoices to contracts. */
export function invoiceLinkRoutes(services: Services) {
  const { invoices, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, `${INVOICE_RESOURCE}_${code}`);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  routes.get('/pages', can('view'), async (c) =>
    ok(c, await invoices.linkPage(c.get('caller'), parseQuery(c, getInvoiceLinkPagesQueryParams))),
  );
  routes.get('/contractList', can('link'), async (c) => {
    const { invoiceId } = parseQuery(c, getInvoiceLinkableContractsQueryParams);
    return ok(c, await invoices.linkableContracts(c.get('caller'), invoiceId));
  });
  routes.post('/add', can('link'), async (c) =>
    ok(c, await invoices.link(c.get('caller'), await parseJson(c, linkInvoiceBody), c.get('lang'))),
  );
  routes.post('/delete/:id', can('link'), async (c) =>
    ok(c, await invoices.unlink(c.get('caller'), parseParams(c, unlinkInvoiceParams).id, c.get('lang'))),
  );
  return routes;
}
