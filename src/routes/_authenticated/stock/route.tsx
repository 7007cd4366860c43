import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The stock area (/stock/*): its strings and the document kit's (export button, editor frame) before its screens render.
export const Route = createFileRoute('/_authenticated/stock')({
  loader: () =>
    Promise.all([
      import('@/features/stock/stock-i18n').then((m) => m.stockMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: AreaLayout,
});
