import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /desk/notice: paging plus the title, type and status filters. */
export const noticeSearchSchema = listSearchSchema({
  title: searchText(),
  category: searchText(),
  publishStatus: searchText(),
});

export type NoticeSearch = SearchOutput<typeof noticeSearchSchema>;
