import { listSearchSchema, searchEnum, searchText, type SearchOutput } from '@/lib/list-search';

export const PAYABLES_TABS = ['aging', 'retention', 'uninvoiced', 'forecast'] as const;

/** The URL of /purchase/payables: the tab, the supplier filter and the day ages are counted to. */
export const payablesSearchSchema = listSearchSchema({
  tab: searchEnum(PAYABLES_TABS, 'aging'),
  supplierName: searchText(),
  asOf: searchText(),
});
export type PayablesSearch = SearchOutput<typeof payablesSearchSchema>;
export const PAYABLES_SEARCH_DEFAULTS = { tab: 'aging' as const };
