import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /system/client: paging plus the client id filter (the only one the server has). */
export const clientSearchSchema = listSearchSchema({ clientId: searchText() });

export type ClientSearch = SearchOutput<typeof clientSearchSchema>;
