import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/commodity: paging plus the code, name and status filters (status '1' or '0'). */
export const commoditySearchSchema = listSearchSchema({
  commodityCode: searchText(),
  commodityName: searchText(),
  status: searchText(),
});

export type CommoditySearch = z.output<typeof commoditySearchSchema>;
