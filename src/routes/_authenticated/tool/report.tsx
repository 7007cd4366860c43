import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ToolReportPage } from '@/features/tool/report/report-pages';
import { reportSearchSchema } from '@/features/tool/report/report-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/tool/report')({
  validateSearch: reportSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ToolReportPage,
});
