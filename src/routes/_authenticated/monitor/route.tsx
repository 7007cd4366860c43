import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The log screens (/monitor/log/*) use the monitor area's strings: load them before a screen renders.
export const Route = createFileRoute('/_authenticated/monitor')({
  loader: () => import('@/features/monitor/monitor-i18n').then((m) => m.monitorMessages.load()),
  component: AreaLayout,
});
