import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/storehouse: paging plus the code, name, type and status filters (status '1' or '0'). */
export const storehouseSearchSchema = listSearchSchema({
  storehouseCode: searchText(),
  storehouseName: searchText(),
  storehouseType: searchText(),
  status: searchText(),
});

export type StorehouseSearch = SearchOutput<typeof storehouseSearchSchema>;
