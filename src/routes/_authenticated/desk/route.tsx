import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The desk screens (/desk/*) use the desk area's strings: load them before a screen renders.
export const Route = createFileRoute('/_authenticated/desk')({
  loader: () => import('@/features/desk/desk-i18n').then((m) => m.deskMessages.load()),
  component: AreaLayout,
});
