import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { InvoiceDetailPage, InvoiceLoadError } from '@/features/purchase/invoice/invoice-detail-page';
import { invoiceDetailQuery } from '@/features/purchase/invoice/invoice-detail-query';

export const Route = createFileRoute('/_authenticated/purchase/invoice/$id')({
  staticData: { titleKey: 'screens.invoiceDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(invoiceDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: InvoiceLoadError,
  component: InvoiceDetailPage,
});
