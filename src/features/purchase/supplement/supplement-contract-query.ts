import { queryOptions } from '@tanstack/react-query';
import {
  getContractDetail,
  getGetContractDetailQueryKey,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';

/** The contract a supplement changes, with its lines (the same query key as the contract detail: one cache). */
export const supplementContractQuery = (id: string) =>
  queryOptions({
    queryKey: getGetContractDetailQueryKey(id),
    queryFn: ({ signal }) => getContractDetail(id, undefined, signal),
  });
