import { z } from 'zod/mini';
import { searchText } from '@/lib/list-search';

/** The URL of /system/menu: the name, code and alias filters (a tree has no paging). */
export const menuSearchSchema = z.object({ name: searchText(), code: searchText(), alias: searchText() });

export type MenuSearch = z.output<typeof menuSearchSchema>;

/** Whether any filter is set: the screen then shows the matching rows (menu/list) instead of the lazy tree. */
export const isFiltered = (search: MenuSearch) => Boolean(search.name || search.code || search.alias);
