import type { Names } from '../../../lib/code-names.ts';

/** Invoices', links' and payables' refusals (purchase-invoice.yaml), merged into MessageKey. */
export const INVOICE_MESSAGES = {
  invoiceNoForm: {
    zh: 'invoiceNo: {0}的发票号码应为 {1} 位数字',
    en: 'invoiceNo: the number of a {0} has {1} digits',
  },
  invoiceCodeForm: {
    zh: 'invoiceCode: 纸质发票的发票代码应为 10 或 12 位数字',
    en: 'invoiceCode: a paper invoice has a code of 10 or 12 digits',
  },
  invoiceCodeDigital: {
    zh: 'invoiceCode: 数电票没有发票代码,请留空',
    en: 'invoiceCode: an e-invoice (数电票) has no code; leave it empty',
  },
  invoiceDateFuture: {
    zh: 'invoiceDate: 开票日期 {0} 不能晚于今天 {1}',
    en: 'invoiceDate: the invoice date {0} cannot be after today, {1}',
  },
  invoiceTotalMismatch: {
    zh: 'totalAmount: 价税合计 {0} 应等于不含税金额 {1} + 税额 {2} = {3}',
    en: 'totalAmount: the total {0} must be the amount excluding tax {1} + tax {2} = {3}',
  },
  invoiceSupplierMissing: {
    zh: 'supplierId: 销售方(供应商)不存在: {0}',
    en: 'supplierId: no such supplier (seller): {0}',
  },
  invoiceBuyerUnknown: {
    zh: 'buyerId: 购买方须为本租户的公司或区域公司: {0}',
    en: "buyerId: the buyer must be one of your tenant's companies: {0}",
  },
  invoiceScanMissing: {
    zh: 'attachId: 发票扫描件不存在: {0}',
    en: 'attachId: no such invoice scan: {0}',
  },
  invoiceScanType: {
    zh: 'file: 发票扫描件须为 PDF、JPEG、PNG 或 OFD 文件',
    en: 'file: an invoice scan must be a PDF, JPEG, PNG or OFD file',
  },
  invoiceNoTaken: {
    zh: 'invoiceNo: 发票 {0} 已登记',
    en: 'invoiceNo: invoice {0} is already registered',
  },
  invoiceLinked: {
    zh: '发票 {0} 已关联合同 {1} 元,请先取消关联再修改或删除',
    en: 'Invoice {0} is linked to contracts for {1}; unlink it before editing or deleting it',
  },
  invoiceIdRequired: {
    zh: 'id: 修改发票须指定发票 id',
    en: 'id: give the id of the invoice to edit',
  },
  invoiceLinkQuery: {
    zh: 'invoiceId: 请指定发票或合同',
    en: 'invoiceId: give an invoice or a contract',
  },
  invoiceContractNotLinkable: {
    zh: 'contractId: 合同 {0} 未审批通过或已作废,不能关联发票',
    en: 'contractId: contract {0} is not approved or is voided; invoices cannot be linked to it',
  },
  invoiceSellerNotSupplier: {
    zh: 'contractId: 发票销售方「{0}」不是合同 {1} 的供应商「{2}」',
    en: 'contractId: the seller "{0}" is not the supplier "{2}" of contract {1}',
  },
  invoiceOrderNotOfContract: {
    zh: 'orderId: 订单不属于合同 {0}: {1}',
    en: 'orderId: not an order of contract {0}: {1}',
  },
  invoiceStockInNotOfContract: {
    zh: 'stockInId: 不是合同 {0} 已入库的采购入库单: {1}',
    en: 'stockInId: not a posted purchase stock-in of contract {0}: {1}',
  },
  invoiceOverLinked: {
    zh: 'amount: 本次关联 {0} 超过发票 {1} 的未关联金额 {2}(价税合计 {3},已关联 {4})',
    en: 'amount: {0} exceeds what is left of invoice {1}, {2} (total {3}, linked {4})',
  },
  invoiceContractOverInvoiced: {
    zh: 'amount: 本次关联 {0} 超过合同 {1} 的可收票金额 {2}(合同金额 {3},已收票 {4})',
    en: 'amount: {0} exceeds what is left to invoice on contract {1}, {2} (total {3}, invoiced {4})',
  },
  invoiceUnlinkPaid: {
    zh: '已启用先票后款:合同 {0} 已付款 {1},取消关联后已收票仅 {2},不能取消',
    en: 'Invoice before payment is on: contract {0} is paid {1} and would be invoiced only {2}; the link stays',
  },
  payablesReportUnknown: {
    zh: 'report: 未知的应付报表: {0}',
    en: 'report: no such payables report: {0}',
  },
} as const satisfies Record<string, Names>;
