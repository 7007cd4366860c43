import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { PaidDetailPage, PaidLoadError } from '@/features/purchase/payment/paid-detail-page';
import { paidDetailQuery } from '@/features/purchase/payment/paid-detail-query';

export const Route = createFileRoute('/_authenticated/payment/paid/$id')({
  staticData: { titleKey: 'screens.paidDetail' },
  loader: ({ context, params }) =>
    Promise.all([
      import('@/features/purchase/payment/payment-i18n').then((m) => m.paymentMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
      context.queryClient.ensureQueryData(paidDetailQuery(params.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: PaidLoadError,
  component: PaidDetailPage,
});
