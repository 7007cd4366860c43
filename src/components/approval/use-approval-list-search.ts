import type { ListSearch } from '@/lib/list-search';
import { shownTab, type ApprovalTab } from './approval-tabs';

/** An approvable document list's URL search: paging and sorting, the selected tab, and the document's filters. */
export type ApprovalListSearch = ListSearch & { tab: ApprovalTab };

/**
 * The URL-held state that every approvable document's list shares: the tab shown (one the caller may not see
 * falls back to their first, whose query they may call), the filters as the search form takes them, and the
 * handlers that write tab, filters and page back to the URL — a new tab or a new search starts at page 1.
 * The page still runs its own query for `tab`, so the data flow stays visible there; spread `listProps` into
 * ApprovalListScreen beside it.
 */
export function useApprovalListSearch<Search extends ApprovalListSearch>(
  search: Search,
  tabs: readonly ApprovalTab[],
  changeSearch: (next: Search) => void,
) {
  const tab = shownTab(tabs, search.tab);
  const { current, size, ascs: _ascs, descs: _descs, tab: _tab, ...filters } = search;
  return {
    tab,
    listProps: {
      tabs,
      tab,
      onTabChange: (next: ApprovalTab) => changeSearch({ ...search, tab: next, current: 1 }),
      filters,
      onSearch: (values: Partial<Search>) => changeSearch({ ...search, ...values, current: 1 }),
      page: { current, size },
      onPageChange: (next: { current: number; size: number }) => changeSearch({ ...search, ...next }),
    },
  };
}
