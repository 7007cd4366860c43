import { createFileRoute } from '@tanstack/react-router';
import { PlanChangeAddPage } from '@/features/purchar/plan-needs-change/plan-change-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs-change/add')({
  staticData: { titleKey: 'screens.planNeedsChangeAdd' },
  component: PlanChangeAddPage,
});
