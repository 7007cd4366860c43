import { listSearchSchema, searchText, type SearchOutput } from '@/lib/list-search';

/** The URL of /purchase/contract-tracking: paging and the filters (demand bill, contract, order no., material). */
export const trackingSearchSchema = listSearchSchema({
  contractNo: searchText(),
  materialKeyword: searchText(),
  orderNo: searchText(),
  needsNo: searchText(),
});
export type TrackingSearch = SearchOutput<typeof trackingSearchSchema>;
