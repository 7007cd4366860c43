import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// A resource screen (/resource/*) uses the resource area's strings: load them before it renders.
// AreaLayout: the bare area path shows what the catch-all would, so the layout adds no screen of its own.
export const Route = createFileRoute('/_authenticated/resource')({
  loader: () => import('@/features/resource/resource-i18n').then((m) => m.resourceMessages.load()),
  component: AreaLayout,
});
