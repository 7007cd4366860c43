import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NeedsSubpackagePage } from '@/features/purchar/needs-subpackage/needs-subpackage-page';
import { subpackageSearchSchema } from '@/features/purchar/needs-subpackage/needs-subpackage-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/needs-subpackage')({
  staticData: { titleKey: 'screens.needsSubpackage' },
  validateSearch: subpackageSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: NeedsSubpackagePage,
});
