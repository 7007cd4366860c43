import { createFileRoute } from '@tanstack/react-router';
import { LeaveDetailPage } from '@/features/work/leave-detail-page';

// SPEC §2: a leave request's detail at exactly this path.
export const Route = createFileRoute(
  '/_authenticated/work/process/leave/detail/$processInstanceId/$businessId',
)({
  component: function LeaveDetail() {
    return <LeaveDetailPage {...Route.useParams()} />;
  },
});
