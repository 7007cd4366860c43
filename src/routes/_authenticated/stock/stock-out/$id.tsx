import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { StockOutDetailPage, StockOutLoadError } from '@/features/stock/stock-out/stock-out-detail-page';
import { stockOutDetailQuery } from '@/features/stock/stock-out/stock-out-detail-query';

export const Route = createFileRoute('/_authenticated/stock/stock-out/$id')({
  staticData: { titleKey: 'screens.stockOutDetail' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(stockOutDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: StockOutLoadError,
  component: StockOutDetailPage,
});
