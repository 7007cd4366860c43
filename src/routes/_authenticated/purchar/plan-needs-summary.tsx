import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PlanSummaryPage } from '@/features/purchar/plan-needs-summary/plan-summary-page';
import { planSummarySearchSchema } from '@/features/purchar/plan-needs-summary/plan-summary-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs-summary')({
  staticData: { titleKey: 'screens.planNeedsSummary' },
  validateSearch: planSummarySearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: PlanSummaryPage,
});
