import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/storehouse: paging plus the code, name, type and status filters (status '1' or '0'). */
export const storehouseSearchSchema = listSearchSchema({
  storehouseCode: searchText(),
  storehouseName: searchText(),
  storehouseType: searchText(),
  status: searchText(),
});

export type StorehouseSearch = z.output<typeof storehouseSearchSchema>;
