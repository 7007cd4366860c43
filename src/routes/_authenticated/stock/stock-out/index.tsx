import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StockOutListPage } from '@/features/stock/stock-out/stock-out-list-page';
import { stockOutSearchSchema } from '@/features/stock/stock-out/stock-out-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/stock/stock-out/')({
  staticData: { titleKey: 'screens.stockOut' },
  validateSearch: stockOutSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: StockOutListPage,
});
