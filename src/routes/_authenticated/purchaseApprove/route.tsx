import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// 定标审批 lives at /purchaseApprove/index (SPEC §2), outside /purchar: it loads the same strings as that area.
export const Route = createFileRoute('/_authenticated/purchaseApprove')({
  loader: () =>
    Promise.all([
      import('@/features/purchar/purchar-i18n').then((m) => m.purcharMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: AreaLayout,
});
