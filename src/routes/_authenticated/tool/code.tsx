import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CodePage } from '@/features/tool/code/code-page';
import { codeSearchSchema } from '@/features/tool/code/code-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/tool/code')({
  validateSearch: codeSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: CodePage,
});
