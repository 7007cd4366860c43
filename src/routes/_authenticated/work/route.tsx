import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The workflow area (/work/*): its strings and the approval kit's (history, status badges) before a screen renders.
export const Route = createFileRoute('/_authenticated/work')({
  loader: () =>
    Promise.all([
      import('@/features/work/work-i18n').then((m) => m.workMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: AreaLayout,
});
