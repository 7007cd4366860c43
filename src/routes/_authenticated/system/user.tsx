import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserPage } from '@/features/system/user/user-page';
import { userSearchSchema } from '@/features/system/user/user-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/system/user')({
  staticData: { titleKey: 'screens.user' },
  validateSearch: userSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: UserPage,
});
