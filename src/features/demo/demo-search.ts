import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of the demo lists: paging, sort and three filters. */
export const demoSearchSchema = listSearchSchema({
  name: searchText(),
  code: searchText(),
  category: searchText(),
});

export type DemoSearchParams = z.output<typeof demoSearchSchema>;
