import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PaymentListPage } from '@/features/purchase/payment/payment-list-page';
import { PAYMENT_SEARCH_DEFAULTS, paymentSearchSchema } from '@/features/purchase/payment/payment-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchase/payment/')({
  staticData: { titleKey: 'screens.payment' },
  validateSearch: paymentSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...PAYMENT_SEARCH_DEFAULTS })] },
  loader: () => import('@/features/purchase/payment/payment-i18n').then((m) => m.paymentMessages.load()),
  component: PaymentListPage,
});
