import { listSearchSchema, searchText, type SearchOutput } from '@/lib/list-search';
import { docFilterShape } from '../shared/stock-doc-filters';

/** The URL of /stock/stock-out: paging, the number and the shared document filters. */
export const stockOutSearchSchema = listSearchSchema({ stockOutNo: searchText(), ...docFilterShape });
export type StockOutSearch = SearchOutput<typeof stockOutSearchSchema>;
