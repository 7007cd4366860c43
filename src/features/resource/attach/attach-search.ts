import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /resource/attach: paging plus the name and extension filters. */
export const attachSearchSchema = listSearchSchema({ originalName: searchText(), extension: searchText() });

export type AttachSearch = SearchOutput<typeof attachSearchSchema>;
