import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { NeedsLoadError } from '@/features/purchar/needs/needs-detail-page';
import { needsDetailQuery } from '@/features/purchar/needs/needs-detail-query';
import { NeedsEditPage } from '@/features/purchar/needs/needs-editor-page';

// The id is a path segment, not a search param: the router reads a bare `?id=912…` as a JSON number and would
// round a 19-digit id.
export const Route = createFileRoute('/_authenticated/purchar/needs/edit/$id')({
  staticData: { titleKey: 'screens.needsEdit' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(needsDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: NeedsLoadError,
  component: NeedsEditPage,
});
