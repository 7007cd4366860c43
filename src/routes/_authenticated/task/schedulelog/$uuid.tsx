import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ScheduleLogPage } from '@/features/task/schedulelog-page';
import { scheduleLogSearchSchema } from '@/features/task/schedulejob-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/task/schedulelog/$uuid')({
  staticData: { titleKey: 'screens.scheduleLog' },
  validateSearch: scheduleLogSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ScheduleLogPage,
});
