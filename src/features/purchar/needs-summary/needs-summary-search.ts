import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /purchar/needs-summary: which split (with or without a framework contract), paging and filters (the
 * project department, the material).
 */
export const summarySearchSchema = listSearchSchema({
  view: searchText(),
  deptId: searchText(),
  materialCode: searchText(),
  materialName: searchText(),
});
export type SummarySearch = SearchOutput<typeof summarySearchSchema>;
