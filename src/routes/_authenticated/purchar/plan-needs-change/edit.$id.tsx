import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { PlanChangeLoadError } from '@/features/purchar/plan-needs-change/plan-change-detail-page';
import { planChangeDetailQuery } from '@/features/purchar/plan-needs-change/plan-change-detail-query';
import { PlanChangeEditPage } from '@/features/purchar/plan-needs-change/plan-change-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs-change/edit/$id')({
  staticData: { titleKey: 'screens.planNeedsChangeEdit' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planChangeDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: PlanChangeLoadError,
  component: PlanChangeEditPage,
});
