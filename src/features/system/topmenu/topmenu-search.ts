import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /system/topmenu: paging plus the name and code filters. */
export const topmenuSearchSchema = listSearchSchema({ name: searchText(), code: searchText() });

export type TopmenuSearch = SearchOutput<typeof topmenuSearchSchema>;
