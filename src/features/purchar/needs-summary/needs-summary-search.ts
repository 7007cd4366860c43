import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/needs-summary: which split (with or without a framework contract), paging and filters. */
export const summarySearchSchema = listSearchSchema({
  view: searchText(),
  materialCode: searchText(),
  materialName: searchText(),
});
export type SummarySearch = SearchOutput<typeof summarySearchSchema>;
