import { APPROVAL_TAB_DEFAULTS, approvalTabSearch } from '@/components/approval/approval-tabs';
import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /purchar/supplier: the tab (every supplier, or an admission queue), paging and the filters (code,
 * name, credit code, type, supplier status, approval status, blacklist). The queues filter by code and name only.
 */
export const supplierSearchSchema = listSearchSchema({
  ...approvalTabSearch,
  supplierCode: searchText(),
  supplierName: searchText(),
  creditCode: searchText(),
  supplierType: searchText(),
  supplierStatus: searchText(),
  approveStatus: searchText(),
  blacklistFlag: searchText(),
});

export type SupplierSearch = SearchOutput<typeof supplierSearchSchema>;

export const SUPPLIER_SEARCH_DEFAULTS = APPROVAL_TAB_DEFAULTS;
