import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { StockInLoadError } from '@/features/stock/stock-in/stock-in-detail-page';
import { stockInDetailQuery } from '@/features/stock/stock-in/stock-in-detail-query';
import { OtherStockInEditPage } from '@/features/stock/stock-in/stock-in-editor-page';
import { searchSchema, searchText } from '@/lib/list-search';

// SPEC §2 names this path exactly, with the document's id in the search (a 19-digit id stays text: lib/search-params).
const editSearch = searchSchema({ id: (raw: unknown) => searchText()(raw) ?? '' });

export const Route = createFileRoute('/_authenticated/stock/stockIn/otherStockIn/edit')({
  staticData: { titleKey: 'screens.otherStockInEdit' },
  validateSearch: editSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(stockInDetailQuery(deps.id)),
  pendingComponent: DocumentPending,
  errorComponent: StockInLoadError,
  component: OtherStockInEditPage,
});
