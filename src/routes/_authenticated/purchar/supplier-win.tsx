import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SupplierWinPage } from '@/features/purchar/supplier-win/supplier-win-page';
import { supplierWinSearchSchema } from '@/features/purchar/supplier-win/supplier-win-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/supplier-win')({
  staticData: { titleKey: 'screens.supplierWin' },
  validateSearch: supplierWinSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: SupplierWinPage,
});
