import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/sourcing: paging and the filters of the list. */
export const sourcingSearchSchema = listSearchSchema({
  sourcingNo: searchText(),
  sourcingName: searchText(),
});
export type SourcingSearch = SearchOutput<typeof sourcingSearchSchema>;
