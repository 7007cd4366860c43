import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/topmenu: paging plus the name and code filters. */
export const topmenuSearchSchema = listSearchSchema({ name: searchText(), code: searchText() });

export type TopmenuSearch = z.output<typeof topmenuSearchSchema>;
