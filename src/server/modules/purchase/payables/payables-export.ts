import { headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PayablesReport, PayablesService } from './payables.service.ts';

type Column = [string, string, string, number, string?];
const M = '#,##0.00';
const PARTY: Column[] = [
  ['supplierName', '供应商', 'Supplier', 28],
  ['contractNo', '合同编号', 'Contract no.', 18],
];

/** Each report's sheet: its name and columns [key, zh, en, width, numFmt]. */
const SHEETS: Record<PayablesReport, { name: [string, string]; columns: Column[] }> = {
  aging: {
    name: ['应付账龄', 'Payables aging'],
    columns: [
      ...PARTY,
      ['receivedAmount', '已到货', 'Received', 14, M],
      ['paidAmount', '已付款', 'Paid', 14, M],
      ['payableAmount', '应付余额', 'Payable', 14, M],
      ['days0to30', '0–30 天', '0–30 days', 12, M],
      ['days31to60', '31–60 天', '31–60 days', 12, M],
      ['days61to90', '61–90 天', '61–90 days', 12, M],
      ['daysOver90', '90 天以上', 'Over 90 days', 12, M],
    ],
  },
  retention: {
    name: ['质保金', 'Retention'],
    columns: [
      ...PARTY,
      ['receivedAmount', '已到货', 'Received', 14, M],
      ['paidAmount', '已付款', 'Paid', 14, M],
      ['retentionAmount', '质保金余额', 'Retention held', 14, M],
      ['dueDate', '到期日', 'Due', 12],
    ],
  },
  uninvoiced: {
    name: ['已收货未开票', 'Received not invoiced'],
    columns: [
      ...PARTY,
      ['receivedAmount', '已到货', 'Received', 14, M],
      ['invoicedAmount', '已收票', 'Invoiced', 14, M],
      ['uninvoicedAmount', '未开票金额', 'Not invoiced', 14, M],
    ],
  },
  forecast: {
    name: ['付款计划', 'Payment forecast'],
    columns: [
      ['dueDate', '到期日', 'Due', 12],
      ...PARTY,
      ['kindName', '类别', 'Kind', 14],
      ['reference', '依据', 'Basis', 24],
      ['amount', '金额', 'Amount', 14, M],
    ],
  },
};

/** One report as a workbook: the same rows as the screen's tab. */
export async function payablesSheet(
  service: PayablesService,
  ...args: Parameters<PayablesService['report']>
): Promise<SheetSpec> {
  const lang: Lang = args[3];
  const data = await service.report(...args);
  const sheet = SHEETS[data.report];
  return {
    name: lang === 'en' ? sheet.name[1] : sheet.name[0],
    columns: headers(lang, sheet.columns),
    rows: data.rows.map((row) =>
      Object.fromEntries(
        sheet.columns.map(([key]) => [key, (row as Record<string, string | number | null>)[key] ?? '']),
      ),
    ),
  };
}
