import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { StockInDetailPage, StockInLoadError } from '@/features/stock/stock-in/stock-in-detail-page';
import { stockInDetailQuery } from '@/features/stock/stock-in/stock-in-detail-query';

export const Route = createFileRoute('/_authenticated/stock/stock-in/$id')({
  staticData: { titleKey: 'screens.stockInDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(stockInDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: StockInLoadError,
  component: StockInDetailPage,
});
