import { createFileRoute } from '@tanstack/react-router';
import { NeedsAddPage } from '@/features/purchar/needs/needs-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/needs/add')({
  staticData: { titleKey: 'screens.needsAdd' },
  component: NeedsAddPage,
});
