import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SupplierListPage } from '@/features/purchar/supplier/supplier-list-page';
import { SUPPLIER_SEARCH_DEFAULTS, supplierSearchSchema } from '@/features/purchar/supplier/supplier-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/supplier/')({
  staticData: { titleKey: 'screens.supplier' },
  validateSearch: supplierSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...SUPPLIER_SEARCH_DEFAULTS })] },
  component: SupplierListPage,
});
