import { queryOptions } from '@tanstack/react-query';
import {
  getGetInvoiceDetailQueryKey,
  getInvoiceDetail,
} from '@/api/generated/purchase-invoice/endpoints/cw-invoice/cw-invoice';

/** One invoice's detail, as its route prefetches it and the screen reads it (suspense). */
export const invoiceDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetInvoiceDetailQueryKey(id),
    queryFn: ({ signal }) => getInvoiceDetail(id, undefined, signal),
  });
