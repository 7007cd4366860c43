import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import {
  PlanChangeDetailPage,
  PlanChangeLoadError,
} from '@/features/purchar/plan-needs-change/plan-change-detail-page';
import { planChangeDetailQuery } from '@/features/purchar/plan-needs-change/plan-change-detail-query';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs-change/$id')({
  staticData: { titleKey: 'screens.planNeedsChangeDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planChangeDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: PlanChangeLoadError,
  component: PlanChangeDetailPage,
});
