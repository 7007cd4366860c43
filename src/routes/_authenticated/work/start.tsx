import { createFileRoute } from '@tanstack/react-router';
import { WorkStartPage } from '@/features/work/work-start-page';

export const Route = createFileRoute('/_authenticated/work/start')({
  component: WorkStartPage,
});
