import { approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /contract/supplement/list: the tab ("all", or "mine" = waiting for me at any level), paging and
 * the filters (supplement and contract number, approval status on 全部).
 */
export const supplementSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  supplementNo: searchText(),
  contractNo: searchText(),
  approveStatus: searchText(),
});

export type SupplementSearch = SearchOutput<typeof supplementSearchSchema>;

export const SUPPLEMENT_SEARCH_DEFAULTS = { tab: 'mine' as const };
