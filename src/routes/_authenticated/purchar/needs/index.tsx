import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NeedsListPage } from '@/features/purchar/needs/needs-list-page';
import { NEEDS_SEARCH_DEFAULTS, needsSearchSchema } from '@/features/purchar/needs/needs-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/needs/')({
  staticData: { titleKey: 'screens.needs' },
  validateSearch: needsSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...NEEDS_SEARCH_DEFAULTS })] },
  component: NeedsListPage,
});
