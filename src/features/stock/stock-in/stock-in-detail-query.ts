import { queryOptions } from '@tanstack/react-query';
import { getGetStockInQueryKey, getStockIn } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';

/** One stock-in, as the detail and edit routes prefetch it and their screens read it (suspense). */
export const stockInDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetStockInQueryKey(id),
    queryFn: ({ signal }) => getStockIn(id, undefined, signal),
  });
