import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StockSummaryPage } from '@/features/stock/summary/summary-page';
import { SUMMARY_SEARCH_DEFAULTS, summarySearchSchema } from '@/features/stock/summary/summary-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/stock/summary')({
  staticData: { titleKey: 'screens.stockSummary' },
  validateSearch: summarySearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...SUMMARY_SEARCH_DEFAULTS })] },
  component: StockSummaryPage,
});
