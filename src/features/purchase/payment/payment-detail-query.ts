import { queryOptions } from '@tanstack/react-query';
import {
  getGetPaymentDetailQueryKey,
  getPaymentDetail,
} from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';

/** One payment request's detail, as its routes prefetch it and the screens read it (suspense). */
export const paymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetPaymentDetailQueryKey(id),
    queryFn: ({ signal }) => getPaymentDetail(id, undefined, signal),
  });
