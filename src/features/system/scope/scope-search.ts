import { z } from 'zod/mini';
import { searchText } from '@/lib/list-search';

/** The URL of /authority/datascope and /authority/apiscope: the menu tree's name and code filters. */
export const menuScopeSearchSchema = z.object({ name: searchText(), code: searchText() });

export type MenuScopeSearch = z.output<typeof menuScopeSearchSchema>;
