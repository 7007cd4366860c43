import { createFileRoute } from '@tanstack/react-router';
import { SupplierAddPage } from '@/features/purchar/supplier/supplier-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/supplier/add')({
  staticData: { titleKey: 'screens.supplierAdd' },
  component: SupplierAddPage,
});
