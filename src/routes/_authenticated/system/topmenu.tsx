import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TopmenuPage } from '@/features/system/topmenu/topmenu-page';
import { topmenuSearchSchema } from '@/features/system/topmenu/topmenu-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/system/topmenu')({
  staticData: { titleKey: 'screens.topmenu' },
  validateSearch: topmenuSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: TopmenuPage,
});
