import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PayablesPage } from '@/features/purchase/invoice/payables-page';
import { PAYABLES_SEARCH_DEFAULTS, payablesSearchSchema } from '@/features/purchase/invoice/payables-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchase/payables')({
  staticData: { titleKey: 'screens.payables' },
  validateSearch: payablesSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...PAYABLES_SEARCH_DEFAULTS })] },
  loader: () => import('@/features/purchase/invoice/invoice-i18n').then((m) => m.invoiceMessages.load()),
  component: PayablesPage,
});
