import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /resource/attach: paging plus the name and extension filters. */
export const attachSearchSchema = listSearchSchema({ originalName: searchText(), extension: searchText() });

export type AttachSearch = z.output<typeof attachSearchSchema>;
