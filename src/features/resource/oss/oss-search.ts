import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /resource/oss: paging plus the code and category filters. */
export const ossSearchSchema = listSearchSchema({ ossCode: searchText(), category: searchText() });

export type OssSearch = SearchOutput<typeof ossSearchSchema>;
