import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// A platform screen (/dict-vertical/*) uses the system area's strings: load them before it renders.
// AreaLayout: the bare area path shows what the catch-all would, so the layout adds no screen of its own.
export const Route = createFileRoute('/_authenticated/dict-vertical')({
  loader: () => import('@/features/system/system-i18n').then((m) => m.systemMessages.load()),
  component: AreaLayout,
});
