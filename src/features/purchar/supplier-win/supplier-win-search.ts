import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/supplier-win: paging and the filters of the winners list. */
export const supplierWinSearchSchema = listSearchSchema({
  sourcingNo: searchText(),
  supplierName: searchText(),
});
export type SupplierWinSearch = SearchOutput<typeof supplierWinSearchSchema>;
