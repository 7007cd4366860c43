import { searchEnum, searchText } from '@/lib/list-search';

/**
 * The filters both stock document lists share, in the URL. Apart from the filter fields (stock-list-filters.tsx):
 * the list routes' search parsing is in the route tree chunk, which must not pull in the storehouse select.
 */
export const docFilterShape = {
  storehouseId: searchText(),
  status: searchEnum(['0', '1']),
  dateFrom: searchText(),
  dateTo: searchText(),
};

export interface DocFilters {
  storehouseId?: string;
  status?: '0' | '1';
  dateFrom?: string;
  dateTo?: string;
}
