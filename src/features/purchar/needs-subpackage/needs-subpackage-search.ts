import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/needs-subpackage: which list (lines to assign or assignments), paging and filters. */
export const subpackageSearchSchema = listSearchSchema({
  view: searchText(),
  needsNo: searchText(),
  materialCode: searchText(),
  purcharStatus: searchText(),
  purchaserId: searchText(),
});
export type SubpackageSearch = SearchOutput<typeof subpackageSearchSchema>;
