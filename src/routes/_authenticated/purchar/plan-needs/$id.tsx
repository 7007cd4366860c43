import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import {
  PlanNeedsDetailPage,
  PlanNeedsLoadError,
} from '@/features/purchar/plan-needs/plan-needs-detail-page';
import { planNeedsDetailQuery } from '@/features/purchar/plan-needs/plan-needs-detail-query';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs/$id')({
  staticData: { titleKey: 'screens.planNeedsDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planNeedsDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: PlanNeedsLoadError,
  component: PlanNeedsDetailPage,
});
