import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PlanChangeListPage } from '@/features/purchar/plan-needs-change/plan-change-list-page';
import {
  PLAN_CHANGE_SEARCH_DEFAULTS,
  planChangeSearchSchema,
} from '@/features/purchar/plan-needs-change/plan-change-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs-change/')({
  staticData: { titleKey: 'screens.planNeedsChange' },
  validateSearch: planChangeSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...PLAN_CHANGE_SEARCH_DEFAULTS })] },
  component: PlanChangeListPage,
});
