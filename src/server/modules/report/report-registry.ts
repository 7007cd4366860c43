import type { Names } from '../../lib/code-names.ts';

/** One procurement report: the screen that shows it and the call that exports it. */
export interface ReportEntry {
  /** Fixed, so a tenant's removals stay attached to the report across releases. */
  id: string;
  name: Names;
  category: Names;
  description: Names;
  /** The client route of its screen (menu-tree.ts owns these paths). */
  screen: string;
  /** The API path of its export; '' when the screen has none. */
  exportUrl: string;
  /** The menu whose holders may open the screen: the list shows a report to them only. */
  menuCode: string;
}

const DEMAND: Names = { zh: '需求管理', en: 'Demand' };
const MASTER: Names = { zh: '基础数据', en: 'Master data' };
const FINANCE: Names = { zh: '财务管理', en: 'Finance' };
const ANALYSIS: Names = { zh: '采购分析', en: 'Procurement analysis' };

/**
 * THE list of the procurement reports that exist: /tool/report and /purchar/report both read it through
 * report/rest/list. A report lands here with its screen (process tracking, stock movement and payables join
 * when their screens do).
 */
export const REPORTS: readonly ReportEntry[] = [
  {
    id: '7000001',
    name: { zh: '计划汇总', en: 'Plan summary' },
    category: DEMAND,
    description: {
      zh: '需求计划按物料汇总:计划量、已提需求量与余量',
      en: 'Demand plans per material: planned, already requested and remaining quantities',
    },
    screen: '/purchar/plan-needs-summary',
    exportUrl: '/api/purchar/cg-plan-needs-summary/export',
    menuCode: 'cg_plan_needs_summary',
  },
  {
    id: '7000002',
    name: { zh: '需求汇总', en: 'Demand summary' },
    category: DEMAND,
    description: {
      zh: '审批通过的需求单明细,按合同内/合同外分列,定采购方式',
      en: 'Approved demand lines, within and outside contracts, to set how each is purchased',
    },
    screen: '/purchar/needs-summary',
    exportUrl: '',
    menuCode: 'cg_needs_summary',
  },
  {
    id: '7000003',
    name: { zh: '需求单台账', en: 'Demand bill ledger' },
    category: DEMAND,
    description: {
      zh: '需求单及其状态、金额与审批进度',
      en: 'Demand bills with their state, amount and approval progress',
    },
    screen: '/purchar/needs',
    exportUrl: '/api/purchar/cg-needs/export',
    menuCode: 'cg_needs',
  },
  {
    id: '7000004',
    name: { zh: '需求计划台账', en: 'Demand plan ledger' },
    category: DEMAND,
    description: {
      zh: '需求计划及其状态与审批进度',
      en: 'Demand plans with their state and approval progress',
    },
    screen: '/purchar/plan-needs',
    exportUrl: '/api/purchar/cg-plan-needs/export',
    menuCode: 'cg_plan_needs',
  },
  {
    id: '7000005',
    name: { zh: '需求分包明细', en: 'Sub-packaging lines' },
    category: DEMAND,
    description: {
      zh: '需求明细分配给采购员的情况与进度',
      en: 'Demand lines assigned to purchasers, and how far each has got',
    },
    screen: '/purchar/needs-subpackage',
    exportUrl: '/api/purchar/cg-needs-subpackage/export',
    menuCode: 'cg_needs_subpackage',
  },
  {
    id: '7000006',
    name: { zh: '采购执行明细', en: 'Purchase execution lines' },
    category: DEMAND,
    description: {
      zh: '采购员名下待寻源的需求明细',
      en: "The demand lines in a purchaser's hands, waiting for sourcing",
    },
    screen: '/purchar/needs-purchar',
    exportUrl: '/api/purchar/cg-needs-purchar/export',
    menuCode: 'cg_needs_purchar',
  },
  {
    id: '7000007',
    name: { zh: '物料清单', en: 'Material list' },
    category: MASTER,
    description: {
      zh: '物料主数据及其分类、规格与单位',
      en: 'Materials with their category, specification and unit',
    },
    screen: '/purchar/material',
    exportUrl: '/api/purchar/cg-material/export',
    menuCode: 'cg_material',
  },
  {
    id: '7000020',
    name: { zh: '应付账款', en: 'Payables' },
    category: FINANCE,
    description: {
      zh: '按供应商与合同:应付账龄(先进先出)、质保金、已收货未开票与付款计划',
      en: 'Per supplier and contract: payables aging (FIFO), retention, received not invoiced, payment forecast',
    },
    screen: '/purchase/payables',
    exportUrl: '/api/purchase/payables/aging/export',
    menuCode: 'cw_payables',
  },
  {
    id: '7000101',
    name: { zh: '采购支出', en: 'Spend analysis' },
    category: ANALYSIS,
    description: {
      zh: '按供应商、项目、物料分类或月份汇总合同金额、已到货与已付款,前十供应商',
      en: 'Contract, received and paid amounts per supplier, project, category or month; the top ten suppliers',
    },
    screen: '/purchar/cg-report/spend',
    exportUrl: '/api/purchase/report/spend/export',
    menuCode: 'cg_report',
  },
  {
    id: '7000102',
    name: { zh: '合同执行', en: 'Contract execution' },
    category: ANALYSIS,
    description: {
      zh: '每份合同的下单、到货、开票、付款比例,30 天内到期的合同',
      en: 'Ordered, received, invoiced and paid shares of each contract; contracts ending within 30 days',
    },
    screen: '/purchar/cg-report/contract-execution',
    exportUrl: '/api/purchase/report/contract-execution/export',
    menuCode: 'cg_report',
  },
  {
    id: '7000103',
    name: { zh: '在途订单', en: 'Open orders' },
    category: ANALYSIS,
    description: {
      zh: '未到齐的订单:未到数量与金额、逾期天数',
      en: 'Orders still to arrive: remaining quantity and amount, days late',
    },
    screen: '/purchar/cg-report/open-orders',
    exportUrl: '/api/purchase/report/open-orders/export',
    menuCode: 'cg_report',
  },
  {
    id: '7000104',
    name: { zh: '价格趋势', en: 'Price trend' },
    category: ANALYSIS,
    description: {
      zh: '物料的报价与合同单价按月、供应商:最低、加权平均、最高',
      en: "A material's offered and contracted unit prices per month and supplier: lowest, weighted average, highest",
    },
    screen: '/purchar/cg-report/price-trend',
    exportUrl: '/api/purchase/report/price-trend/export',
    menuCode: 'cg_report',
  },
  {
    id: '7000105',
    name: { zh: '寻源节约', en: 'Sourcing savings' },
    category: ANALYSIS,
    description: {
      zh: '按寻源单、月份或物料分类:中标金额对比最低报价与预算,节约额与节约率',
      en: 'Per sourcing bill, month or category: won amounts against the lowest offers and the budget, savings',
    },
    screen: '/purchar/cg-report/sourcing-savings',
    exportUrl: '/api/purchase/report/sourcing-savings/export',
    menuCode: 'cg_report',
  },
  {
    id: '7000106',
    name: { zh: '供应商绩效', en: 'Supplier performance' },
    category: ANALYSIS,
    description: {
      zh: '每个供应商的准时到货率、拒收率、寻源中标率与合同金额',
      en: 'Per supplier: on-time deliveries, rejection rate, sourcing win rate and contract amount',
    },
    screen: '/purchar/cg-report/supplier-performance',
    exportUrl: '/api/purchase/report/supplier-performance/export',
    menuCode: 'cg_report',
  },
  {
    id: '7000107',
    name: { zh: '审批时效', en: 'Approval turnaround' },
    category: ANALYSIS,
    description: {
      zh: '按单据类型与审批层级:审批次数、平均与中位时长、超过 48 小时的次数',
      en: 'Per document type and level: decisions, average and median hours, decisions over 48 hours',
    },
    screen: '/purchar/cg-report/approval-turnaround',
    exportUrl: '/api/purchase/report/approval-turnaround/export',
    menuCode: 'cg_report',
  },
];
