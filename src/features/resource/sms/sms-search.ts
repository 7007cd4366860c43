import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /resource/sms: paging plus the code and category filters. */
export const smsSearchSchema = listSearchSchema({ smsCode: searchText(), category: searchText() });

export type SmsSearch = z.output<typeof smsSearchSchema>;
