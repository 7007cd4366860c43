import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /purchar/delivery-address: paging plus the receiver, address and status filters (status '1' or '0'). */
export const deliveryAddressSearchSchema = listSearchSchema({
  receiverName: searchText(),
  address: searchText(),
  status: searchText(),
});

export type DeliveryAddressSearch = z.output<typeof deliveryAddressSearchSchema>;
