import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of the demo lists: paging, sort and three filters. */
export const demoSearchSchema = listSearchSchema({
  name: searchText(),
  code: searchText(),
  category: searchText(),
});

export type DemoSearchParams = SearchOutput<typeof demoSearchSchema>;
