import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/plan-needs-summary: paging and the filters (project department, material). */
export const planSummarySearchSchema = listSearchSchema({
  deptId: searchText(),
  materialKeyword: searchText(),
});

export type PlanSummarySearch = z.output<typeof planSummarySearchSchema>;
