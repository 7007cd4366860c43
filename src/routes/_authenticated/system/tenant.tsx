import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TenantPage } from '@/features/system/tenant/tenant-page';
import { tenantSearchSchema } from '@/features/system/tenant/tenant-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/system/tenant')({
  staticData: { titleKey: 'screens.tenant' },
  validateSearch: tenantSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: TenantPage,
});
