import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { demoSearchSchema } from '@/features/demo/demo-search';
import { TestPage } from '@/features/demo/test-page';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

// `[index]` escapes the word so the URL is the literal /test/index of SPEC §2.
export const Route = createFileRoute('/_authenticated/test/index')({
  staticData: { titleKey: 'screens.test' },
  validateSearch: demoSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: TestPage,
});
