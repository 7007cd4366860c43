import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/needs-purchar: paging and the filters of the caller's own assigned lines. */
export const purcharSearchSchema = listSearchSchema({
  needsNo: searchText(),
  materialCode: searchText(),
});
export type PurcharSearch = z.output<typeof purcharSearchSchema>;
