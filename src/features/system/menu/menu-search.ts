import { type SearchOutput, searchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/menu: the name, code and alias filters (a tree has no paging). */
export const menuSearchSchema = searchSchema({ name: searchText(), code: searchText(), alias: searchText() });

export type MenuSearch = SearchOutput<typeof menuSearchSchema>;

/** Whether any filter is set: the screen then shows the matching rows (menu/list) instead of the lazy tree. */
export const isFiltered = (search: MenuSearch) => Boolean(search.name || search.code || search.alias);
