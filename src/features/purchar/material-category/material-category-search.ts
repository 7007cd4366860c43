import { z } from 'zod/mini';
import { searchText } from '@/lib/list-search';

/** The URL of /purchar/material-category: the tree's filters (a tree has no pages); status is '1' or '0'. */
export const materialCategorySearchSchema = z.object({
  categoryName: searchText(),
  categoryCode: searchText(),
  status: searchText(),
});

export type MaterialCategorySearch = z.output<typeof materialCategorySearchSchema>;
