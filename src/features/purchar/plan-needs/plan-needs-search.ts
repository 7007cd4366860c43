import { APPROVAL_TAB_DEFAULTS, approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/plan-needs: the tab ("mine" or a queue), paging and the filters. */
export const planNeedsSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  planNo: searchText(),
  planName: searchText(),
  approveStatus: searchText(),
  planStatus: searchText(),
  deptId: searchText(),
  createTimeFrom: searchText(),
  createTimeTo: searchText(),
});

export type PlanNeedsSearch = SearchOutput<typeof planNeedsSearchSchema>;

export const PLAN_NEEDS_SEARCH_DEFAULTS = APPROVAL_TAB_DEFAULTS;
