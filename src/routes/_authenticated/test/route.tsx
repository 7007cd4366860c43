import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The demo screens (/test/*) use the demo strings: load them before they render.
// AreaLayout: the bare area path shows what the catch-all would, so the layout adds no screen of its own.
export const Route = createFileRoute('/_authenticated/test')({
  loader: () => import('@/features/demo/demo-i18n').then((m) => m.demoMessages.load()),
  component: AreaLayout,
});
