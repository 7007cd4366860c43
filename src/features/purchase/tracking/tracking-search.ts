import { listSearchSchema, searchText, type SearchOutput } from '@/lib/list-search';

/** The URL of /purchase/contract-tracking: paging and the filters (contract no., material, order no.). */
export const trackingSearchSchema = listSearchSchema({
  contractNo: searchText(),
  materialKeyword: searchText(),
  orderNo: searchText(),
});
export type TrackingSearch = SearchOutput<typeof trackingSearchSchema>;
