import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { SupplierDetailPage, SupplierLoadError } from '@/features/purchar/supplier/supplier-detail-page';
import { supplierDetailQuery } from '@/features/purchar/supplier/supplier-detail-query';

export const Route = createFileRoute('/_authenticated/purchar/supplier/$id')({
  staticData: { titleKey: 'screens.supplierDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(supplierDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: SupplierLoadError,
  component: SupplierDetailPage,
});
