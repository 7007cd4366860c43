import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ReportConfigPage } from '@/features/purchar/report-config/report-config-page';
import { reportConfigSearchSchema } from '@/features/purchar/report-config/report-config-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/report-config')({
  staticData: { titleKey: 'screens.reportConfig' },
  validateSearch: reportConfigSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ReportConfigPage,
});
