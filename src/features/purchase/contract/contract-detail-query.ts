import { queryOptions } from '@tanstack/react-query';
import {
  getContractDetail,
  getGetContractDetailQueryKey,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';

/** One contract's detail, as its route prefetches it and the screen reads it (suspense, no skipToken). */
export const contractDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetContractDetailQueryKey(id),
    queryFn: ({ signal }) => getContractDetail(id, undefined, signal),
  });
