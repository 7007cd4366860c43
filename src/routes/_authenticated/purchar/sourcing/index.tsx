import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SourcingListPage } from '@/features/purchar/sourcing/sourcing-list-page';
import { sourcingSearchSchema } from '@/features/purchar/sourcing/sourcing-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/sourcing/')({
  staticData: { titleKey: 'screens.sourcing' },
  validateSearch: sourcingSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: SourcingListPage,
});
