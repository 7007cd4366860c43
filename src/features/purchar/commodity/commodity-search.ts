import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/commodity: paging plus the code, name and status filters (status '1' or '0'). */
export const commoditySearchSchema = listSearchSchema({
  commodityCode: searchText(),
  commodityName: searchText(),
  status: searchText(),
});

export type CommoditySearch = SearchOutput<typeof commoditySearchSchema>;
