import { createFileRoute } from '@tanstack/react-router';
import { NeedsEditorPage } from '@/features/purchar/needs/needs-editor-page';
import { needsEditSearchSchema } from '@/features/purchar/needs/needs-search';

export const Route = createFileRoute('/_authenticated/purchar/needs/edit')({
  staticData: { titleKey: 'screens.needsEdit' },
  validateSearch: needsEditSearchSchema,
  component: NeedsEditorPage,
});
