import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchar/delivery-address: paging plus the receiver, address and status filters (status '1' or '0'). */
export const deliveryAddressSearchSchema = listSearchSchema({
  receiverName: searchText(),
  address: searchText(),
  status: searchText(),
});

export type DeliveryAddressSearch = SearchOutput<typeof deliveryAddressSearchSchema>;
