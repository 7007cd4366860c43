import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The procurement area (/purchar/*): its strings and the approval/document kit's, before its screens render.
// AreaLayout: the bare area path shows what the catch-all would, so the layout adds no screen of its own.
export const Route = createFileRoute('/_authenticated/purchar')({
  loader: () =>
    Promise.all([
      import('@/features/purchar/purchar-i18n').then((m) => m.purcharMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: AreaLayout,
});
