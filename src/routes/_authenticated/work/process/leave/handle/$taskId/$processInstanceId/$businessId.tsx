import { createFileRoute } from '@tanstack/react-router';
import { LeaveHandlePage } from '@/features/work/leave-detail-page';

// SPEC §2: handling a leave task at exactly this path.
export const Route = createFileRoute(
  '/_authenticated/work/process/leave/handle/$taskId/$processInstanceId/$businessId',
)({
  component: function LeaveHandle() {
    return <LeaveHandlePage {...Route.useParams()} />;
  },
});
