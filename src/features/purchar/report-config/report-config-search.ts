import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/report-config: paging plus the document type and status filters (status '1' or '0'). */
export const reportConfigSearchSchema = listSearchSchema({
  bizType: searchText(),
  status: searchText(),
});

export type ReportConfigSearch = SearchOutput<typeof reportConfigSearchSchema>;
