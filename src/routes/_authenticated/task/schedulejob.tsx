import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ScheduleJobPage } from '@/features/task/schedulejob-page';
import { scheduleJobSearchSchema } from '@/features/task/schedulejob-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/task/schedulejob')({
  validateSearch: scheduleJobSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ScheduleJobPage,
});
