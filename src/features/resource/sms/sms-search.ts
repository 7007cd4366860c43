import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /resource/sms: paging plus the code and category filters. */
export const smsSearchSchema = listSearchSchema({ smsCode: searchText(), category: searchText() });

export type SmsSearch = SearchOutput<typeof smsSearchSchema>;
