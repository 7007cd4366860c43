import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /tool/report and /purchar/report: paging plus the name filter. */
export const reportSearchSchema = listSearchSchema({ name: searchText() });

export type ReportSearch = SearchOutput<typeof reportSearchSchema>;
