import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PageQuery } from '../../../lib/page.ts';
import type { ContractFilter, ContractReader } from './contract-read.service.ts';

type Column = [string, string, string, number, string?];

const LIST_COLUMNS: Column[] = [
  ['contractNo', '合同编号', 'Contract no.', 18],
  ['contractName', '合同名称', 'Contract name', 24],
  ['contractTypeName', '合同类型', 'Type', 14],
  ['deptName', '项目部', 'Project department', 16],
  ['buyerName', '甲方', 'Buyer', 20],
  ['supplierName', '乙方', 'Seller', 24],
  ['signDate', '签订日期', 'Signed', 12],
  ['startDate', '生效日期', 'Start', 12],
  ['endDate', '到期日期', 'End', 12],
  ['totalAmount', '合同金额(含税)', 'Amount incl. tax', 16, '0.00'],
  ['amountExclTax', '不含税金额', 'Amount excl. tax', 16, '0.00'],
  ['taxAmount', '税额', 'Tax', 14, '0.00'],
  ['orderedAmount', '已下单金额', 'Ordered', 14, '0.00'],
  ['approveStatusName', '审批状态', 'Approval status', 14],
  ['contractStatusName', '合同状态', 'Contract status', 12],
  ['createUserName', '创建人', 'Created by', 12],
  ['createTime', '创建时间', 'Created at', 20],
];

const PRICE_COLUMNS: Column[] = [
  ['materialCode', '物料编码', 'Material code', 16],
  ['materialName', '物料名称', 'Material name', 20],
  ['spec', '规格型号', 'Specification', 18],
  ['unitName', '单位', 'Unit', 8],
  ['unitPrice', '含税单价', 'Unit price incl. tax', 14, '0.0000'],
  ['taxRate', '税率(%)', 'Tax rate (%)', 10, '0.00'],
  ['supplierName', '供应商', 'Supplier', 24],
  ['contractNo', '合同编号', 'Contract no.', 18],
  ['signDate', '签订日期', 'Signed', 12],
];

const DETAIL_COLUMNS: Column[] = [
  ['section', '部分', 'Section', 10],
  ['lineNo', '行号', 'Line', 6],
  ['code', '编码/单号', 'Code / number', 18],
  ['name', '名称', 'Name', 24],
  ['spec', '规格/状态', 'Spec / status', 18],
  ['qty', '数量', 'Quantity', 12, '0.000'],
  ['price', '单价/比例', 'Price / ratio', 14, '0.0000'],
  ['amount', '金额', 'Amount', 14, '0.00'],
  ['done', '已下单/已到货', 'Ordered / received', 14, '0.000'],
];

/** The list, the price list and one contract as workbooks (headers in the caller's language). */
export function createContractExport(deps: { db: Database; reader: ContractReader }) {
  const { reader } = deps;

  async function exportList(caller: Caller, filter: ContractFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await reader.exportRows(caller, filter, EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const described = await reader.describe(caller, rows, lang);
    return {
      name: lang === 'en' ? 'Contracts' : '采购合同',
      columns: headers(lang, LIST_COLUMNS),
      rows: described.map((c) =>
        Object.fromEntries(LIST_COLUMNS.map(([key]) => [key, c[key as keyof typeof c] as string])),
      ),
    };
  }

  async function exportPrices(caller: Caller, keyword: string | undefined, lang: Lang): Promise<SheetSpec> {
    const page: PageQuery = { current: 1, size: EXPORT_MAX_ROWS + 1 };
    const prices = await reader.materialPrices(caller, { ...page, keyword }, lang);
    if (prices.total > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    return {
      name: lang === 'en' ? 'Contract prices' : '合同物料价格',
      columns: headers(lang, PRICE_COLUMNS),
      rows: prices.records.map((p) =>
        Object.fromEntries(PRICE_COLUMNS.map(([key]) => [key, p[key as keyof typeof p] as string])),
      ),
    };
  }

  async function exportDetail(caller: Caller, id: string, lang: Lang): Promise<SheetSpec> {
    const c = await reader.detail(caller, id, lang);
    const en = lang === 'en';
    return {
      name: c.contractNo,
      columns: headers(lang, DETAIL_COLUMNS),
      rows: [
        {
          section: en ? 'Contract' : '合同',
          code: c.contractNo,
          name: c.contractName,
          spec: `${c.supplierName} / ${c.contractStatusName}`,
          amount: c.totalAmount,
          price: null,
          done: null,
        },
        ...c.items.map((i) => ({
          section: en ? 'Line' : '明细',
          lineNo: i.lineNo,
          code: i.materialCode,
          name: i.materialName,
          spec: i.spec,
          qty: i.qty,
          price: i.unitPrice,
          amount: i.amount,
          done: i.orderedQty,
        })),
        ...c.payTerms.map((t) => ({
          section: en ? 'Payment term' : '付款条款',
          lineNo: t.lineNo,
          name: t.payContentName,
          spec: t.payCondition,
          price: t.ratio,
          amount: t.amount,
        })),
        ...c.orders.map((o, i) => ({
          section: en ? 'Order' : '订单',
          lineNo: i + 1,
          code: o.orderNo,
          name: o.orderDate,
          spec: o.orderStatusName,
          amount: o.orderAmount,
          done: o.receivedAmount,
        })),
      ],
    };
  }

  return { exportList, exportPrices, exportDetail };
}
