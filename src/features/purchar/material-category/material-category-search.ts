import { type SearchOutput, searchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/material-category: the tree's filters (a tree has no pages); status is '1' or '0'. */
export const materialCategorySearchSchema = searchSchema({
  categoryName: searchText(),
  categoryCode: searchText(),
  status: searchText(),
});

export type MaterialCategorySearch = SearchOutput<typeof materialCategorySearchSchema>;
