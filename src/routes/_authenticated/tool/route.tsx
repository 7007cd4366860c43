import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The developer tools (/tool/*) use their own strings: load them before a screen renders.
export const Route = createFileRoute('/_authenticated/tool')({
  loader: () => import('@/features/tool/tool-i18n').then((m) => m.toolMessages.load()),
  component: AreaLayout,
});
