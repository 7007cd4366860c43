import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The job screens (/task/*) use the task area's strings: load them before a screen renders.
export const Route = createFileRoute('/_authenticated/task')({
  loader: () => import('@/features/task/task-i18n').then((m) => m.taskMessages.load()),
  component: AreaLayout,
});
