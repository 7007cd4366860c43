import { APPROVAL_TAB_DEFAULTS, approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/supplier-black: the requests' tab (every request or a queue), paging, supplier name. */
export const blacklistSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  supplierName: searchText(),
});

export type BlacklistSearch = SearchOutput<typeof blacklistSearchSchema>;

export const BLACKLIST_SEARCH_DEFAULTS = APPROVAL_TAB_DEFAULTS;
