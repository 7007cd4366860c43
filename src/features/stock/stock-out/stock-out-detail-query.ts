import { queryOptions } from '@tanstack/react-query';
import {
  getGetStockOutQueryKey,
  getStockOut,
} from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out';

/** One stock-out, as the detail and edit routes prefetch it and their screens read it (suspense). */
export const stockOutDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetStockOutQueryKey(id),
    queryFn: ({ signal }) => getStockOut(id, undefined, signal),
  });
