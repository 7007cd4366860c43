import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { InvoiceListPage } from '@/features/purchase/invoice/invoice-list-page';
import { invoiceSearchSchema } from '@/features/purchase/invoice/invoice-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchase/invoice/')({
  staticData: { titleKey: 'screens.invoice' },
  validateSearch: invoiceSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loader: () => import('@/features/purchase/invoice/invoice-i18n').then((m) => m.invoiceMessages.load()),
  component: InvoiceListPage,
});
