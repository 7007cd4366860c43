import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /payment/paid/list: paging and the filters (payment no., request no., supplier, one request's id). */
export const paidSearchSchema = listSearchSchema({
  paidNo: searchText(),
  paymentNo: searchText(),
  supplierName: searchText(),
  paymentId: searchText(),
});

export type PaidSearch = SearchOutput<typeof paidSearchSchema>;

export function paidFilters(search: PaidSearch) {
  const text = (value: string | undefined) => (value ? value : undefined);
  return {
    paidNo: text(search.paidNo),
    paymentNo: text(search.paymentNo),
    supplierName: text(search.supplierName),
    paymentId: search.paymentId && /^\d{1,19}$/.test(search.paymentId) ? search.paymentId : undefined,
  };
}
