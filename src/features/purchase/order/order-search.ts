import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchase/order: paging and the filters (order no., contract no., supplier, status). */
export const orderSearchSchema = listSearchSchema({
  orderNo: searchText(),
  contractNo: searchText(),
  supplierName: searchText(),
  orderStatus: searchText(),
});

export type OrderSearch = SearchOutput<typeof orderSearchSchema>;
