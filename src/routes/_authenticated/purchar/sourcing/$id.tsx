import { createFileRoute } from '@tanstack/react-router';
import { SourcingEditorPage } from '@/features/purchar/sourcing/sourcing-editor-page';

export const Route = createFileRoute('/_authenticated/purchar/sourcing/$id')({
  staticData: { titleKey: 'screens.sourcingDetail' },
  component: SourcingEditorPage,
});
