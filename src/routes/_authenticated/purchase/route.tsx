import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The purchase area (/purchase/*: contracts, orders): its strings and the approval kit's, before its screens render.
export const Route = createFileRoute('/_authenticated/purchase')({
  loader: () =>
    Promise.all([
      import('@/features/purchase/purchase-i18n').then((m) => m.purchaseMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: AreaLayout,
});
