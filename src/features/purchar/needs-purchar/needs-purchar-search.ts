import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/needs-purchar: paging and the filters of the caller's own assigned lines. */
export const purcharSearchSchema = listSearchSchema({
  needsNo: searchText(),
  materialCode: searchText(),
});
export type PurcharSearch = SearchOutput<typeof purcharSearchSchema>;
