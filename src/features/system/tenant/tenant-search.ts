import type { z } from 'zod/mini';
import { listSearchSchema, searchText } from '@/lib/list-search';

/** The URL of /system/tenant: paging plus the tenant id, name and phone filters. */
export const tenantSearchSchema = listSearchSchema({
  tenantId: searchText(),
  tenantName: searchText(),
  contactNumber: searchText(),
});

export type TenantSearch = z.output<typeof tenantSearchSchema>;
