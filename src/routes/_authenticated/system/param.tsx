import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ParamPage } from '@/features/system/param/param-page';
import { paramSearchSchema } from '@/features/system/param/param-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/system/param')({
  staticData: { titleKey: 'screens.param' },
  validateSearch: paramSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: ParamPage,
});
