import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { SupplierLoadError } from '@/features/purchar/supplier/supplier-detail-page';
import { supplierDetailQuery } from '@/features/purchar/supplier/supplier-detail-query';
import { SupplierEditPage } from '@/features/purchar/supplier/supplier-editor-page';

// The id is a path segment: the router would read a bare `?id=912…` as a JSON number and round it.
export const Route = createFileRoute('/_authenticated/purchar/supplier/edit/$id')({
  staticData: { titleKey: 'screens.supplierEdit' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(supplierDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: SupplierLoadError,
  component: SupplierEditPage,
});
