import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DemoEditPage } from '@/features/demo/demo-edit-page';
import { demoSearchSchema } from '@/features/demo/demo-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/demo/crud/edit')({
  staticData: { titleKey: 'screens.demoEdit' },
  validateSearch: demoSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: DemoEditPage,
});
