import { type SearchOutput, searchSchema, searchText } from '@/lib/list-search';

/** The URL of /authority/datascope and /authority/apiscope: the menu tree's name and code filters. */
export const menuScopeSearchSchema = searchSchema({ name: searchText(), code: searchText() });

export type MenuScopeSearch = SearchOutput<typeof menuScopeSearchSchema>;
