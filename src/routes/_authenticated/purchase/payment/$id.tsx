import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { PaymentDetailPage, PaymentLoadError } from '@/features/purchase/payment/payment-detail-page';
import { paymentDetailQuery } from '@/features/purchase/payment/payment-detail-query';

export const Route = createFileRoute('/_authenticated/purchase/payment/$id')({
  staticData: { titleKey: 'screens.paymentDetail' },
  loader: ({ context, params }) =>
    Promise.all([
      import('@/features/purchase/payment/payment-i18n').then((m) => m.paymentMessages.load()),
      context.queryClient.ensureQueryData(paymentDetailQuery(params.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: PaymentLoadError,
  component: PaymentDetailPage,
});
