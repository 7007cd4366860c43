import { APPROVAL_TAB_DEFAULTS, approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /purchar/needs: the tab ("mine" or a queue), paging and the filters (number, title, status, project
 * department, create dates yyyy-MM-dd). The queues filter by number, title and department only; the other
 * filters stay in the URL but are not sent there.
 */
export const needsSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  needsNo: searchText(),
  title: searchText(),
  approveStatus: searchText(),
  deptId: searchText(),
  createTimeFrom: searchText(),
  createTimeTo: searchText(),
});

export type NeedsSearch = SearchOutput<typeof needsSearchSchema>;

export const NEEDS_SEARCH_DEFAULTS = APPROVAL_TAB_DEFAULTS;
