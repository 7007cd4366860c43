import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ClientPage } from '@/features/system/client/client-page';
import { clientSearchSchema } from '@/features/system/client/client-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/system/client')({
  staticData: { titleKey: 'screens.client' },
  validateSearch: clientSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ClientPage,
});
