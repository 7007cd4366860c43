import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/client: paging plus the client id filter (the only one the server has). */
export const clientSearchSchema = listSearchSchema({ clientId: searchText() });

export type ClientSearch = z.output<typeof clientSearchSchema>;
