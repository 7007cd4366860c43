import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/plan-needs-summary: paging and the filters (project department, material). */
export const planSummarySearchSchema = listSearchSchema({
  deptId: searchText(),
  materialKeyword: searchText(),
});

export type PlanSummarySearch = SearchOutput<typeof planSummarySearchSchema>;
