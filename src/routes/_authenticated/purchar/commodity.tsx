import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CommodityPage } from '@/features/purchar/commodity/commodity-page';
import { commoditySearchSchema } from '@/features/purchar/commodity/commodity-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/commodity')({
  staticData: { titleKey: 'screens.commodity' },
  validateSearch: commoditySearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: CommodityPage,
});
