import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PurcharReportPage } from '@/features/tool/report/report-pages';
import { reportSearchSchema } from '@/features/tool/report/report-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

// The list is the developer tools' (one registry, one screen): its strings load with it.
export const Route = createFileRoute('/_authenticated/purchar/report')({
  validateSearch: reportSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loader: () => import('@/features/tool/tool-i18n').then((m) => m.toolMessages.load()),
  component: PurcharReportPage,
});
