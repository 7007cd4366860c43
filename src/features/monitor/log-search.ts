import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of a log list: paging plus the time range, user, path and (API log) status filters. */
export const logSearchSchema = listSearchSchema({
  startTime: searchText(),
  endTime: searchText(),
  createBy: searchText(),
  requestUri: searchText(),
  status: searchText(),
});

export type LogSearch = SearchOutput<typeof logSearchSchema>;
