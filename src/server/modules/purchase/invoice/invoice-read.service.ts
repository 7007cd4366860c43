import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import { cwInvoiceContracts, cwInvoices } from '../../../db/schema/finance.ts';
import { kcStockIns } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, subtractDecimal } from '../../../domain/decimal.ts';
import { decimalNumber, optionalDecimalNumber } from '../../../domain/values.ts';
import { dictLabels, userNames } from '../../../documents/enrich.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import {
  INVOICE_RESOURCE,
  INVOICE_TYPE_DICT,
  LINK_STATUS_NAMES,
  findContract,
  findInvoice,
  liveInvoice,
  liveLink,
  type InvoiceAction,
  type InvoiceDetail,
  type InvoiceHeader,
  type InvoiceLink,
  type InvoiceRow,
  type LinkRow,
} from './invoice-records.ts';

export interface InvoiceFilter {
  invoiceNo?: string;
  sellerName?: string;
  invoiceType?: string;
  linkStatus?: number;
  invoiceDateFrom?: string;
  invoiceDateTo?: string;
}

export const LIST_ORDER = [desc(cwInvoices.createTime), desc(cwInvoices.id)];

/** A signed, expiring link to a stored object (the resource module's file links, handed in by services.ts). */
export type ScanLink = (tenantId: string, objectName: string) => Promise<string>;

/** The invoice list (its filters are also the export's), the detail with its links, the links of a contract. */
export function createInvoiceReader(deps: {
  db: Database;
  permissions: PermissionSource;
  scanLink: ScanLink;
}) {
  const { db } = deps;

  function listCondition(caller: Caller, filter: InvoiceFilter): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      cwInvoices,
      liveInvoice,
      contains(cwInvoices.invoiceNo, filter.invoiceNo),
      contains(cwInvoices.sellerName, filter.sellerName),
      filter.invoiceType ? eq(cwInvoices.invoiceType, filter.invoiceType) : undefined,
      filter.linkStatus === undefined ? undefined : eq(cwInvoices.linkStatus, filter.linkStatus),
      ...dateRange(
        cwInvoices.invoiceDate,
        filter.invoiceDateFrom,
        filter.invoiceDateTo,
        { from: 'invoiceDateFrom', to: 'invoiceDateTo' },
        'date',
      ),
    );
  }

  async function granted(caller: Caller) {
    const codes = await deps.permissions.codesForRoles(caller.roleIds);
    return (button: string) => isSuperAdmin(caller) || codes.has(`${INVOICE_RESOURCE}_${button}`);
  }

  /** What the caller may do with each invoice now: the server's answer, the screen only shows it. */
  function actionsOf(may: (button: string) => boolean, row: InvoiceRow): InvoiceAction[] {
    const unlinked = compareDecimal(row.linkedAmount, '0') === 0;
    const left = compareDecimal(row.totalAmount, row.linkedAmount) > 0;
    const actions: InvoiceAction[] = [];
    if (unlinked && may('edit')) actions.push('edit');
    if (unlinked && may('delete')) actions.push('delete');
    if (left && may('link')) actions.push('link');
    return actions;
  }

  async function describe(caller: Caller, rows: InvoiceRow[], lang: Lang) {
    const [labels, users, may] = await Promise.all([
      dictLabels(db, [INVOICE_TYPE_DICT], lang),
      userNames(
        db,
        caller.tenantId,
        rows.map((r) => r.createUser).filter((id): id is string => !!id),
      ),
      granted(caller),
    ]);
    return (row: InvoiceRow): InvoiceHeader => ({
      id: row.id,
      invoiceNo: row.invoiceNo,
      invoiceCode: row.invoiceCode,
      invoiceType: row.invoiceType,
      invoiceTypeName: labels(INVOICE_TYPE_DICT, row.invoiceType),
      supplierId: row.supplierId,
      sellerName: row.sellerName,
      sellerTaxNo: row.sellerTaxNo,
      buyerId: row.buyerId,
      buyerName: row.buyerName,
      buyerTaxNo: row.buyerTaxNo,
      invoiceDate: row.invoiceDate,
      amountExclTax: decimalNumber(row.amountExclTax),
      taxRate: optionalDecimalNumber(row.taxRate),
      taxAmount: decimalNumber(row.taxAmount),
      totalAmount: decimalNumber(row.totalAmount),
      linkedAmount: decimalNumber(row.linkedAmount),
      unlinkedAmount: decimalNumber(subtractDecimal(row.totalAmount, row.linkedAmount, 2)),
      linkStatus: row.linkStatus,
      linkStatusName: codeName(LINK_STATUS_NAMES, row.linkStatus, lang),
      attachId: row.attachId,
      fileName: row.fileName,
      remark: row.remark,
      createUserName: (row.createUser && users.get(row.createUser)) || '',
      createTime: formatDateTime(row.createTime),
      allowedActions: actionsOf(may, row),
    });
  }

  async function page(caller: Caller, query: PageQuery & InvoiceFilter, lang: Lang) {
    return pageOf(db, cwInvoices, listCondition(caller, query), LIST_ORDER, query, async (rows) =>
      rows.map(await describe(caller, rows, lang)),
    );
  }

  /** Link rows with the names of what they point at (contract name, order and stock-in numbers). */
  async function describeLinks(caller: Caller, links: LinkRow[]): Promise<InvoiceLink[]> {
    const scope = tenantScope(db, caller.tenantId);
    const ids = (pick: (l: LinkRow) => string | null) => [
      ...new Set(links.map(pick).filter((id): id is string => !!id)),
    ];
    const [invoices, contracts, orders, stockIns, may] = await Promise.all([
      links.length
        ? scope.select(
            cwInvoices,
            inArray(
              cwInvoices.id,
              ids((l) => l.invoiceId),
            ),
          )
        : [],
      links.length
        ? scope.select(
            htContracts,
            inArray(
              htContracts.id,
              ids((l) => l.contractId),
            ),
          )
        : [],
      ids((l) => l.orderId).length
        ? scope.select(
            cgOrders,
            inArray(
              cgOrders.id,
              ids((l) => l.orderId),
            ),
          )
        : [],
      ids((l) => l.stockInId).length
        ? scope.select(
            kcStockIns,
            inArray(
              kcStockIns.id,
              ids((l) => l.stockInId),
            ),
          )
        : [],
      granted(caller),
    ]);
    const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const [invoice, contract, order, stockIn] = [
      byId(invoices),
      byId(contracts),
      byId(orders),
      byId(stockIns),
    ];
    return links.map((l) => ({
      id: l.id,
      invoiceId: l.invoiceId,
      invoiceNo: invoice.get(l.invoiceId)?.invoiceNo ?? '',
      contractId: l.contractId,
      contractNo: l.contractNo,
      contractName: contract.get(l.contractId)?.contractName ?? '',
      orderId: l.orderId,
      orderNo: (l.orderId && order.get(l.orderId)?.orderNo) || '',
      stockInId: l.stockInId,
      stockInNo: (l.stockInId && stockIn.get(l.stockInId)?.stockInNo) || '',
      amount: decimalNumber(l.amount),
      linkTime: formatDateTime(l.linkTime),
      allowedActions: may('link') ? ['unlink'] : [],
    }));
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<InvoiceDetail> {
    const invoice = await findInvoice(db, caller, id);
    const links = await tenantScope(db, caller.tenantId)
      .from(cwInvoiceContracts)
      .where(eq(cwInvoiceContracts.invoiceId, id), liveLink)
      .orderBy(desc(cwInvoiceContracts.linkTime), desc(cwInvoiceContracts.id));
    return {
      ...(await describe(caller, [invoice], lang))(invoice),
      fileLink: invoice.objectName ? await deps.scanLink(caller.tenantId, invoice.objectName) : '',
      links: await describeLinks(caller, links),
    };
  }

  /** The links of one invoice or one contract (either must be given; another tenant's id answers 404). */
  async function linkPage(caller: Caller, query: PageQuery & { invoiceId?: string; contractId?: string }) {
    if (!query.invoiceId && !query.contractId) throw badRequest('invoiceLinkQuery');
    if (query.invoiceId) await findInvoice(db, caller, query.invoiceId);
    if (query.contractId) await findContract(db, caller, query.contractId);
    const where = tenantScope(db, caller.tenantId).where(
      cwInvoiceContracts,
      liveLink,
      query.invoiceId ? eq(cwInvoiceContracts.invoiceId, query.invoiceId) : undefined,
      query.contractId ? eq(cwInvoiceContracts.contractId, query.contractId) : undefined,
    );
    const order = [desc(cwInvoiceContracts.linkTime), desc(cwInvoiceContracts.id)];
    return pageOf(db, cwInvoiceContracts, and(where), order, query, (rows) => describeLinks(caller, rows));
  }

  return { listCondition, describe, page, detail, linkPage };
}

export type InvoiceReader = ReturnType<typeof createInvoiceReader>;
