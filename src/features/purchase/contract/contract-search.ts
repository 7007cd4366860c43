import { approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /purchase/contract: the tab ("all", or "mine" = waiting for me at any level), paging and the
 * filters (number, name, seller, statuses). The waiting tab filters by number, name and seller only.
 */
export const contractSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  contractNo: searchText(),
  contractName: searchText(),
  supplierName: searchText(),
  approveStatus: searchText(),
  contractStatus: searchText(),
});

export type ContractSearch = SearchOutput<typeof contractSearchSchema>;

export const CONTRACT_SEARCH_DEFAULTS = { tab: 'mine' as const };
