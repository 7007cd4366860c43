import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StockInListPage } from '@/features/stock/stock-in/stock-in-list-page';
import { stockInSearchSchema } from '@/features/stock/stock-in/stock-in-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/stock/stock-in/')({
  staticData: { titleKey: 'screens.stockIn' },
  validateSearch: stockInSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: StockInListPage,
});
