import type { Shape } from '@/lib/i18n';
import type { reportZh } from './report-zh';

/** English strings of the procurement reports; the same keys as report-zh.ts. */
export const reportEn: Shape<typeof reportZh> = {
  title: {
    spend: 'Spend analysis',
    'contract-execution': 'Contract execution',
    'open-orders': 'Open orders',
  },
  unknown: 'No such report: {code}. Open one from Master data › Reports.',
  back: 'Back to the reports',
  filter: {
    groupBy: 'Group by',
    dateFrom: 'From',
    dateTo: 'To',
    supplierName: 'Supplier',
    contractNo: 'Contract no.',
    lateOnly: 'Late only',
    expiringOnly: 'Ending within 30 days only',
    yes: 'Yes',
  },
  groupBy: { '1': 'Supplier', '2': 'Project', '3': 'Category', '4': 'Month' },
  col: {
    contractCount: 'Contracts',
    contractAmount: 'Contract amount',
    receivedAmount: 'Received',
    paidAmount: 'Paid',
    contractNo: 'Contract no.',
    contractName: 'Contract',
    supplierName: 'Supplier',
    deptName: 'Project',
    endDate: 'Ends',
    totalAmount: 'Total',
    orderedPct: 'Ordered %',
    receivedPct: 'Received %',
    invoicedPct: 'Invoiced %',
    paidPct: 'Paid %',
    expiring: 'Ending soon',
    orderNo: 'Order no.',
    orderDate: 'Ordered',
    expectedArrivalDate: 'Expected',
    orderAmount: 'Order amount',
    remainingQty: 'Remaining qty',
    remainingAmount: 'Remaining amount',
    daysLate: 'Days late',
  },
  chart: {
    loading: 'Loading the chart…',
    failed: 'The chart did not load; the table below has the figures.',
    empty: 'Nothing matches the filters: no chart.',
    spendTitle: 'Spend per {dimension} (this page, by contract amount)',
    spendSummary:
      '{count} rows on this page, contract amount {total} in all; the largest is {top} ({topAmount}).',
    executionTitle: 'Contract execution shares (this page)',
    executionSummary:
      '{count} contracts on this page: {received}% received and {paid}% paid on average; {expiring} end within 30 days.',
    ordersTitle: 'Remaining amount of open orders (this page)',
    ordersSummary: '{count} open orders on this page, {total} still to arrive; {late} of them late.',
  },
};
