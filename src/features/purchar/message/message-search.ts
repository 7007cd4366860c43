import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/message: paging and the read filter. */
export const messageSearchSchema = listSearchSchema({ readFlag: searchText() });
export type MessageSearch = SearchOutput<typeof messageSearchSchema>;
