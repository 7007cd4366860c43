import type { z } from 'zod/mini';
import { APPROVAL_TAB_DEFAULTS, approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/plan-needs-change: the tab, paging and the filters. */
export const planChangeSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  changeNo: searchText(),
  planNo: searchText(),
  approveStatus: searchText(),
  deptId: searchText(),
});

export type PlanChangeSearch = z.output<typeof planChangeSearchSchema>;
export const PLAN_CHANGE_SEARCH_DEFAULTS = APPROVAL_TAB_DEFAULTS;
