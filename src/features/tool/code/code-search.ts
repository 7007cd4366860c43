import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /tool/code: paging plus the module name and table filters. */
export const codeSearchSchema = listSearchSchema({ codeName: searchText(), tableName: searchText() });

export type CodeSearch = SearchOutput<typeof codeSearchSchema>;
