import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /system/post: paging plus the code, name and category filters. */
export const postSearchSchema = listSearchSchema({
  postCode: searchText(),
  postName: searchText(),
  category: searchText(),
});

export type PostSearch = SearchOutput<typeof postSearchSchema>;
