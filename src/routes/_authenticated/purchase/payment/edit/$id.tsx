import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { PaymentLoadError } from '@/features/purchase/payment/payment-detail-page';
import { paymentDetailQuery } from '@/features/purchase/payment/payment-detail-query';
import { PaymentEditPage } from '@/features/purchase/payment/payment-editor-page';

export const Route = createFileRoute('/_authenticated/purchase/payment/edit/$id')({
  staticData: { titleKey: 'screens.paymentEdit' },
  loader: ({ context, params }) =>
    Promise.all([
      import('@/features/purchase/payment/payment-i18n').then((m) => m.paymentMessages.load()),
      context.queryClient.ensureQueryData(paymentDetailQuery(params.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: PaymentLoadError,
  component: PaymentEditPage,
});
