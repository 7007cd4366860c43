import { type SearchOutput, searchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/role: the name and alias filters (a tree list has no paging). */
export const roleSearchSchema = searchSchema({ roleName: searchText(), roleAlias: searchText() });

export type RoleSearch = SearchOutput<typeof roleSearchSchema>;
