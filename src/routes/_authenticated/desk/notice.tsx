import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NoticePage } from '@/features/desk/notice-page';
import { noticeSearchSchema } from '@/features/desk/notice-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/desk/notice')({
  validateSearch: noticeSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: NoticePage,
});
