import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ApiLogPage } from '@/features/monitor/log-pages';
import { logSearchSchema } from '@/features/monitor/log-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/monitor/log/api')({
  validateSearch: logSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ApiLogPage,
});
