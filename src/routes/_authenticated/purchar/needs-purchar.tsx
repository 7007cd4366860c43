import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NeedsPurcharPage } from '@/features/purchar/needs-purchar/needs-purchar-page';
import { purcharSearchSchema } from '@/features/purchar/needs-purchar/needs-purchar-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/needs-purchar')({
  staticData: { titleKey: 'screens.needsPurchar' },
  validateSearch: purcharSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: NeedsPurcharPage,
});
