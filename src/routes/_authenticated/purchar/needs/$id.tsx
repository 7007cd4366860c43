import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { NeedsDetailPage, NeedsLoadError } from '@/features/purchar/needs/needs-detail-page';
import { needsDetailQuery } from '@/features/purchar/needs/needs-detail-query';

export const Route = createFileRoute('/_authenticated/purchar/needs/$id')({
  staticData: { titleKey: 'screens.needsDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(needsDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: NeedsLoadError,
  component: NeedsDetailPage,
});
