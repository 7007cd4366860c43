import { createFileRoute } from '@tanstack/react-router';
import { PlanNeedsAddPage } from '@/features/purchar/plan-needs/plan-needs-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/plan-needs/add')({
  staticData: { titleKey: 'screens.planNeedsAdd' },
  component: PlanNeedsAddPage,
});
