import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PlanNeedsListPage } from '@/features/purchar/plan-needs/plan-needs-list-page';
import {
  PLAN_NEEDS_SEARCH_DEFAULTS,
  planNeedsSearchSchema,
} from '@/features/purchar/plan-needs/plan-needs-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs/')({
  staticData: { titleKey: 'screens.planNeeds' },
  validateSearch: planNeedsSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...PLAN_NEEDS_SEARCH_DEFAULTS })] },
  component: PlanNeedsListPage,
});
