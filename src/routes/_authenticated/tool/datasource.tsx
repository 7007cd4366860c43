import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DatasourcePage } from '@/features/tool/datasource/datasource-page';
import { datasourceSearchSchema } from '@/features/tool/datasource/datasource-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/tool/datasource')({
  validateSearch: datasourceSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: DatasourcePage,
});
