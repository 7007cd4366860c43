import { queryOptions } from '@tanstack/react-query';
import {
  getGetSupplementDetailQueryKey,
  getSupplementDetail,
} from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement';

/** One supplement's detail, as its routes prefetch it and the screens read it (suspense, no skipToken). */
export const supplementDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetSupplementDetailQueryKey(id),
    queryFn: ({ signal }) => getSupplementDetail(id, undefined, signal),
  });
