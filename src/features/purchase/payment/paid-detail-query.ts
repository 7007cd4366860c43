import { queryOptions } from '@tanstack/react-query';
import {
  getGetPaidDetailQueryKey,
  getPaidDetail,
} from '@/api/generated/purchase-payment/endpoints/cw-paid/cw-paid';

/**
 * One paid record, as its route prefetches it and the screen reads it. Its own module: the route's loader is in
 * the route tree chunk every first page loads, and must not pull the screen's module in with it.
 */
export const paidDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetPaidDetailQueryKey(id),
    queryFn: ({ signal }) => getPaidDetail(id, undefined, signal),
  });
