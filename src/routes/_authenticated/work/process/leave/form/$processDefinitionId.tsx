import { createFileRoute } from '@tanstack/react-router';
import { LeaveFormPage } from '@/features/work/leave-form-page';

// SPEC §2: the leave form at exactly this path.
export const Route = createFileRoute('/_authenticated/work/process/leave/form/$processDefinitionId')({
  component: function LeaveForm() {
    const { processDefinitionId } = Route.useParams();
    return <LeaveFormPage processDefinitionId={processDefinitionId} />;
  },
});
