import { createFileRoute } from '@tanstack/react-router';
import { NeedsEditorPage } from '@/features/purchar/needs/needs-editor-page';

// The id is a path segment, not a search param: the router reads a bare `?id=912…` as a JSON number and would
// round a 19-digit id.
export const Route = createFileRoute('/_authenticated/purchar/needs/edit/$id')({
  staticData: { titleKey: 'screens.needsEdit' },
  component: NeedsEditorPage,
});
