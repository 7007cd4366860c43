import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AttachPage } from '@/features/resource/attach/attach-page';
import { attachSearchSchema } from '@/features/resource/attach/attach-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/resource/attach')({
  staticData: { titleKey: 'screens.attach' },
  validateSearch: attachSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: AttachPage,
});
