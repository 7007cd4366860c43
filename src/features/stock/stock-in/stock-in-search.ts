import { listSearchSchema, searchText, type SearchOutput } from '@/lib/list-search';
import { docFilterShape } from '../shared/stock-doc-filters';

/** The URL of /stock/stock-in: paging, the number and the shared document filters. */
export const stockInSearchSchema = listSearchSchema({ stockInNo: searchText(), ...docFilterShape });
export type StockInSearch = SearchOutput<typeof stockInSearchSchema>;
