import { listSearchSchema, searchEnum, searchText, type SearchOutput } from '@/lib/list-search';

export const SUMMARY_TABS = ['balances', 'ledger', 'movement', 'slow'] as const;

/** The URL of /stock/summary: the tab, paging and every tab's filters (a ledger drill-down names its material). */
export const summarySearchSchema = listSearchSchema({
  tab: searchEnum(SUMMARY_TABS, 'balances'),
  storehouseId: searchText(),
  materialCode: searchText(),
  materialId: searchText(),
  materialLabel: searchText(),
  dateFrom: searchText(),
  dateTo: searchText(),
  days: searchText(),
});
export type SummarySearch = SearchOutput<typeof summarySearchSchema>;
export const SUMMARY_SEARCH_DEFAULTS = { tab: 'balances' as const };
