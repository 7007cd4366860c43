import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MessagePage } from '@/features/purchar/message/message-page';
import { messageSearchSchema } from '@/features/purchar/message/message-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/message')({
  staticData: { titleKey: 'screens.message' },
  validateSearch: messageSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: MessagePage,
});
