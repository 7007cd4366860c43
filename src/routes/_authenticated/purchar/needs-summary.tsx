import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NeedsSummaryPage } from '@/features/purchar/needs-summary/needs-summary-page';
import { summarySearchSchema } from '@/features/purchar/needs-summary/needs-summary-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/needs-summary')({
  staticData: { titleKey: 'screens.needsSummary' },
  validateSearch: summarySearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: NeedsSummaryPage,
});
