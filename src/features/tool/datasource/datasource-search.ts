import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /tool/datasource: paging plus the name filter. */
export const datasourceSearchSchema = listSearchSchema({ name: searchText() });

export type DatasourceSearch = SearchOutput<typeof datasourceSearchSchema>;
