import type { ApprovalTurnaroundRow, SupplierPerformanceRow } from '@/api/generated/purchase-report/model';

/**
 * Mock rows of 供应商绩效 and 审批时效 that hang together: on time ≤ dated ≤ receipts, rejected ≤ arrived, won ≤
 * offered, each share its quotient (null over an empty base), contract amounts largest first; the median between
 * the quickest and the longest, overdue ≤ decisions. Filters narrow them as the server would.
 */
/** The suppliers every mock report names (the spend, open-order and performance rows agree on them). */
export const MOCK_SUPPLIERS = [
  '上海宝钢建材有限公司',
  '江苏华东钢铁贸易有限公司',
  '南京海螺水泥销售有限公司',
  '杭州中联商混有限公司',
  '苏州金螳螂建材有限公司',
  '无锡远东电缆有限公司',
  '合肥美亚防水材料有限公司',
  '宁波东方管业有限公司',
  '常州天合门窗有限公司',
  '上海建工物资有限公司',
  '浙江华友五金有限公司',
  '安徽海螺型材有限公司',
];
const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 10_000) / whole) / 100;
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

export function performanceRows(query: URLSearchParams): SupplierPerformanceRow[] {
  const name = query.get('supplierName')?.trim() ?? '';
  return MOCK_SUPPLIERS.map((supplierName, i) => {
    // The last two only offered: no deliveries, no contract.
    const delivering = i < MOCK_SUPPLIERS.length - 2;
    const receiptCount = delivering ? 14 - i : 0;
    const datedReceiptCount = delivering ? receiptCount - (i % 2) : 0;
    const onTimeCount = delivering ? datedReceiptCount - (i % 4) : 0;
    const arrivedQty = delivering ? thousandths(480.5 - i * 31.25) : 0;
    const rejectedQty = delivering ? thousandths((i % 3) * 2.75) : 0;
    const offeredLines = 6 + (i % 5);
    const wonLines = delivering ? Math.max(1, offeredLines - 2 - (i % 4)) : 0;
    return {
      supplierId: String(8_100_000 + i),
      supplierName,
      receiptCount,
      datedReceiptCount,
      onTimeCount,
      onTimePct: rate(onTimeCount, datedReceiptCount),
      arrivedQty,
      rejectedQty,
      rejectionPct: rate(rejectedQty, arrivedQty),
      offeredLines,
      wonLines,
      winPct: rate(wonLines, offeredLines),
      contractCount: delivering ? 5 - Math.floor(i / 3) : 0,
      contractAmount: delivering ? Math.round((1_860_000 / (i + 1)) * 100) / 100 : 0,
    };
  }).filter((row) => !name || row.supplierName.includes(name));
}

const TYPES: [string, string, string[]][] = [
  ['NEEDS', '需求单', ['项目经理确认', '总监审批', '区域经理审批', '经理审批']],
  ['SOURCING', '寻源', ['总监审批', '区域经理审批', '经理审批']],
  ['CONTRACT', '合同', ['总监审批', '区域经理审批', '经理审批']],
  ['PAYMENT', '付款申请', ['总监审批', '经理审批']],
];
const NODE_CODES: Record<string, string> = {
  项目经理确认: 'PM',
  总监审批: 'DIRECTOR',
  区域经理审批: 'AREA_MANAGER',
  经理审批: 'MANAGER',
};

export function turnaroundRows(query: URLSearchParams): ApprovalTurnaroundRow[] {
  const only = query.get('bizType');
  return TYPES.filter(([code]) => !only || code === only).flatMap(([bizType, bizTypeName, levels], t) =>
    levels.map((nodeName, l) => {
      const median = Math.round((3.5 + t * 6.25 + l * 4.5) * 100) / 100;
      const decisionCount = 24 - t * 3 - l * 2;
      return {
        key: `${bizType}|${NODE_CODES[nodeName]}`,
        bizType,
        bizTypeName,
        nodeCode: NODE_CODES[nodeName]!,
        nodeName,
        decisionCount,
        rejectedCount: (t + l) % 3,
        avgHours: Math.round(median * 1.35 * 100) / 100,
        medianHours: median,
        maxHours: Math.round((median * 4 + 20) * 100) / 100,
        overdueCount: median * 4 + 20 > 48 ? 1 + ((t + l) % 3) : 0,
      };
    }),
  );
}
