import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PostPage } from '@/features/system/post/post-page';
import { postSearchSchema } from '@/features/system/post/post-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/system/post')({
  staticData: { titleKey: 'screens.post' },
  validateSearch: postSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: PostPage,
});
