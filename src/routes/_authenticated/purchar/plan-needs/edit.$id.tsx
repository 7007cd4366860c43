import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { PlanNeedsLoadError } from '@/features/purchar/plan-needs/plan-needs-detail-page';
import { planNeedsDetailQuery } from '@/features/purchar/plan-needs/plan-needs-detail-query';
import { PlanNeedsEditPage } from '@/features/purchar/plan-needs/plan-needs-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs/edit/$id')({
  staticData: { titleKey: 'screens.planNeedsEdit' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planNeedsDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: PlanNeedsLoadError,
  component: PlanNeedsEditPage,
});
