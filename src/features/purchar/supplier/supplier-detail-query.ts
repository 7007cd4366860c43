import { queryOptions } from '@tanstack/react-query';
import {
  getGetSupplierDetailQueryKey,
  getSupplierDetail,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';

/** One supplier's detail, as the detail and edit routes prefetch it and their screens read it (suspense). */
export const supplierDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetSupplierDetailQueryKey(id),
    queryFn: ({ signal }) => getSupplierDetail(id, undefined, signal),
  });
