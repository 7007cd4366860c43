import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /system/param: paging plus the name and key filters (SPEC: search by name/key). */
export const paramSearchSchema = listSearchSchema({ paramName: searchText(), paramKey: searchText() });

export type ParamSearch = SearchOutput<typeof paramSearchSchema>;
