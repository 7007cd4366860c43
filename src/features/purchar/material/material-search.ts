import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

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

export type MaterialSearch = z.output<typeof materialSearchSchema>;
