import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StorehousePage } from '@/features/purchar/storehouse/storehouse-page';
import { storehouseSearchSchema } from '@/features/purchar/storehouse/storehouse-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/storehouse')({
  staticData: { titleKey: 'screens.storehouse' },
  validateSearch: storehouseSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: StorehousePage,
});
