import { APPROVAL_TAB_DEFAULTS, approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/plan-needs-change: the tab, paging and the filters. */
export const planChangeSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  changeNo: searchText(),
  planNo: searchText(),
  approveStatus: searchText(),
  deptId: searchText(),
});

export type PlanChangeSearch = SearchOutput<typeof planChangeSearchSchema>;
export const PLAN_CHANGE_SEARCH_DEFAULTS = APPROVAL_TAB_DEFAULTS;
