import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cwInvoices } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { LIST_ORDER, type InvoiceFilter, type InvoiceReader } from './invoice-read.service.ts';

/** The export's columns: [key, zh, en, width, numFmt]. */
const COLUMNS: [string, string, string, number, string?][] = [
  ['invoiceCode', '发票代码', 'Invoice code', 14],
  ['invoiceNo', '发票号码', 'Invoice number', 22],
  ['invoiceTypeName', '发票类型', 'Type', 16],
  ['sellerName', '销售方', 'Seller', 28],
  ['sellerTaxNo', '销售方税号', 'Seller tax no.', 22],
  ['buyerName', '购买方', 'Buyer', 20],
  ['invoiceDate', '开票日期', 'Invoice date', 12],
  ['amountExclTax', '不含税金额', 'Amount excl. tax', 14, '#,##0.00'],
  ['taxAmount', '税额', 'Tax', 12, '#,##0.00'],
  ['totalAmount', '价税合计', 'Total', 14, '#,##0.00'],
  ['linkedAmount', '已关联金额', 'Linked', 14, '#,##0.00'],
  ['linkStatusName', '关联状态', 'Link status', 10],
  ['remark', '备注', 'Remark', 24],
  ['createUserName', '登记人', 'Registered by', 10],
  ['createTime', '登记时间', 'Registered at', 20],
];

/** The list as a workbook: the same filters and order as the list, every matching invoice. */
export function createInvoiceExport(deps: { db: Database; reader: InvoiceReader }) {
  return async function exportSheet(caller: Caller, filter: InvoiceFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await tenantScope(deps.db, caller.tenantId)
      .from(cwInvoices)
      .where(deps.reader.listCondition(caller, filter))
      .orderBy(...LIST_ORDER)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const describe = await deps.reader.describe(caller, rows, lang);
    return {
      name: lang === 'en' ? 'Invoices' : '发票',
      columns: headers(lang, COLUMNS),
      rows: rows.map(describe).map((i) => ({
        invoiceCode: i.invoiceCode,
        invoiceNo: i.invoiceNo,
        invoiceTypeName: i.invoiceTypeName,
        sellerName: i.sellerName,
        sellerTaxNo: i.sellerTaxNo,
        buyerName: i.buyerName,
        invoiceDate: i.invoiceDate,
        amountExclTax: i.amountExclTax,
        taxAmount: i.taxAmount,
        totalAmount: i.totalAmount,
        linkedAmount: i.linkedAmount,
        linkStatusName: i.linkStatusName,
        remark: i.remark,
        createUserName: i.createUserName,
        createTime: i.createTime,
      })),
    };
  };
}
