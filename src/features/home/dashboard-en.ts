import type { Shape } from '@/lib/i18n';
import type { dashboardZh } from './dashboard-zh';

/** English strings of the dashboard's figures; the same keys as dashboard-zh.ts. */
export const dashboardEn: Shape<typeof dashboardZh> = {
  title: 'My figures',
  approvals: 'Waiting for my approval',
  approvalsNone: 'Nothing waits for your approval',
  node: { PM: 'Project manager', DIRECTOR: 'Director', AREA_MANAGER: 'Area manager', MANAGER: 'Manager' },
  monthSpend: 'Spend this month',
  openOrders: 'Open orders',
  lateOrders: '{count} of them late',
  stockValue: 'Stock value (excl. tax)',
  payablesDue: 'Payables due this week',
  payablesHint: 'Approved payment requests not fully paid, expected this week',
  spendTrend: 'Spend over the last six months',
  spendTrendSummary: 'Contract amounts of the last six months: {months}.',
  approvalsChartTitle: 'Approvals waiting, per level',
  approvalsSummary: '{total} waiting: {levels}.',
  failed: 'The figures did not load',
  retry: 'Retry',
  chart: {
    loading: 'Loading the chart…',
    failed: 'The chart did not load; the cards above have the figures.',
    empty: 'Nothing yet: no chart.',
  },
};
