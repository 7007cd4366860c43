import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/**
 * The URL of /purchar/material: paging, the code/name/status filters and the category chosen in the tree (its
 * materials and those of every category below it); status is '1' or '0'.
 */
export const materialSearchSchema = listSearchSchema({
  materialCode: searchText(),
  materialName: searchText(),
  status: searchText(),
  categoryId: searchText(),
});

export type MaterialSearch = SearchOutput<typeof materialSearchSchema>;
