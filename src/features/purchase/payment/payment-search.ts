import { approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /purchase/payment: the tab ("all", or "mine" = waiting for me at any level), paging and the
 * filters (request, contract, supplier, pay content, both statuses). The waiting tab filters by the texts only.
 */
export const paymentSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  paymentNo: searchText(),
  contractNo: searchText(),
  supplierName: searchText(),
  payContent: searchText(),
  approveStatus: searchText(),
  payStatus: searchText(),
});

export type PaymentSearch = SearchOutput<typeof paymentSearchSchema>;

export const PAYMENT_SEARCH_DEFAULTS = { tab: 'mine' as const };

const text = (value: string | undefined) => (value ? value : undefined);
const code = (value: string | undefined) => (value ? Number(value) : undefined);

/** The texts both the list and the waiting queue filter by. */
export const paymentTextFilters = (search: PaymentSearch) => ({
  paymentNo: text(search.paymentNo),
  contractNo: text(search.contractNo),
  supplierName: text(search.supplierName),
});

/** 全部's filters as the page call takes them (statuses as numbers). */
export const paymentFilters = (search: PaymentSearch) => ({
  ...paymentTextFilters(search),
  payContent: text(search.payContent),
  approveStatus: code(search.approveStatus),
  payStatus: code(search.payStatus),
});

/** payStatus codes 0–3, in order, with their string keys. */
export const PAY_STATUSES = ['unpaid', 'partly', 'paid', 'voided'] as const;
