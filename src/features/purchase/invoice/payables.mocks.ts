import { getGetPayablesReportMockHandler } from '@/api/generated/purchase-invoice/endpoints/payables/payables.msw';
import type { PayablesReport, PayablesRow } from '@/api/generated/purchase-invoice/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/**
 * 应付账款 on mock data: one supplier's contract received 28 000, paid 12 000, invoiced 10 000, with 5 % retention,
 * in each tab; `payables/empty` and `payables/error` are the screen's states.
 */
const party = {
  supplierId: '1000000000000000001',
  supplierName: '上海宝钢建材有限公司',
  contractId: '1000000000000000301',
  contractNo: 'HT202611200001',
};
const ROWS: Record<PayablesReport, PayablesRow[]> = {
  aging: [
    {
      ...party,
      receivedAmount: 28000,
      paidAmount: 12000,
      payableAmount: 16000,
      days0to30: 4000,
      days31to60: 6000,
      days61to90: 6000,
      daysOver90: 0,
    },
  ],
  retention: [
    { ...party, receivedAmount: 28000, paidAmount: 12000, retentionAmount: 1400, dueDate: '2027-11-12' },
  ],
  uninvoiced: [{ ...party, receivedAmount: 28000, invoicedAmount: 10000, uninvoicedAmount: 18000 }],
  forecast: [
    {
      ...party,
      kind: 'request',
      kindName: '已批付款申请',
      reference: 'FK202611200001',
      dueDate: '2026-12-01',
      amount: 5000,
    },
    {
      ...party,
      kind: 'term',
      kindName: '合同应付',
      reference: '到货验收后 30 日',
      dueDate: '2026-12-12',
      amount: 9600,
    },
    {
      ...party,
      kind: 'retention',
      kindName: '质保金到期',
      reference: '质保期满一年',
      dueDate: '2027-11-12',
      amount: 1400,
    },
  ],
};

function totalsOf(rows: PayablesRow[]) {
  const totals: Record<string, number> = {};
  for (const row of rows)
    for (const [key, value] of Object.entries(row))
      if (typeof value === 'number') totals[key] = Math.round(((totals[key] ?? 0) + value) * 100) / 100;
  return totals;
}

export const mocks = defineMocks({
  defaults: () => [
    getGetPayablesReportMockHandler(({ params }) => {
      const report = (String(params.report) in ROWS ? String(params.report) : 'aging') as PayablesReport;
      const rows = ROWS[report];
      return {
        code: 200,
        success: true,
        msg: '操作成功',
        data: { report, asOf: '2026-11-22', rows, totals: totalsOf(rows) },
      };
    }),
  ],
  scenarios: listScenarios(getGetPayablesReportMockHandler),
});
