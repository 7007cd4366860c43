import { createFileRoute } from '@tanstack/react-router';
import { SupplierExpiringPage } from '@/features/purchar/supplier/supplier-expiring-page';

export const Route = createFileRoute('/_authenticated/purchar/supplier/expiring')({
  staticData: { titleKey: 'screens.supplierExpiring' },
  component: SupplierExpiringPage,
});
