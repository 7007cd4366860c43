import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /system/tenant: paging plus the tenant id, name and phone filters. */
export const tenantSearchSchema = listSearchSchema({
  tenantId: searchText(),
  tenantName: searchText(),
  contactNumber: searchText(),
});

export type TenantSearch = SearchOutput<typeof tenantSearchSchema>;
