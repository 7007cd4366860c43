import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MaterialPage } from '@/features/purchar/material/material-page';
import { materialSearchSchema } from '@/features/purchar/material/material-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/material')({
  staticData: { titleKey: 'screens.material' },
  validateSearch: materialSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: MaterialPage,
});
