import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PaidListPage } from '@/features/purchase/payment/paid-list-page';
import { paidSearchSchema } from '@/features/purchase/payment/paid-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

// SPEC's path for 付款信息; outside /purchase, so it loads its strings itself.
export const Route = createFileRoute('/_authenticated/payment/paid/list')({
  staticData: { titleKey: 'screens.paid' },
  validateSearch: paidSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loader: () =>
    Promise.all([
      import('@/features/purchase/payment/payment-i18n').then((m) => m.paymentMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: PaidListPage,
});
