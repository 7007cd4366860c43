import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/report-config: paging plus the document type and status filters (status '1' or '0'). */
export const reportConfigSearchSchema = listSearchSchema({
  bizType: searchText(),
  status: searchText(),
});

export type ReportConfigSearch = z.output<typeof reportConfigSearchSchema>;
