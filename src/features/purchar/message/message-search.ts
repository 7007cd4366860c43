import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/message: paging and the read filter. */
export const messageSearchSchema = listSearchSchema({ readFlag: searchText() });
export type MessageSearch = z.output<typeof messageSearchSchema>;
