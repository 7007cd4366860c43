import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BlacklistPage } from '@/features/purchar/supplier-black/blacklist-page';
import {
  BLACKLIST_SEARCH_DEFAULTS,
  blacklistSearchSchema,
} from '@/features/purchar/supplier-black/blacklist-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/supplier-black')({
  staticData: { titleKey: 'screens.supplierBlack' },
  validateSearch: blacklistSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...BLACKLIST_SEARCH_DEFAULTS })] },
  component: BlacklistPage,
});
