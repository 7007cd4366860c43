import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { WorkInboxPage } from '@/features/work/work-inbox-page';
import { workSearchSchema } from '@/features/work/work-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/work/claim')({
  validateSearch: workSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: () => <WorkInboxPage kind="claim" />,
});
