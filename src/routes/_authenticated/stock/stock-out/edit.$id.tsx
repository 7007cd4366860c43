import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { StockOutLoadError } from '@/features/stock/stock-out/stock-out-detail-page';
import { stockOutDetailQuery } from '@/features/stock/stock-out/stock-out-detail-query';
import { StockOutEditPage } from '@/features/stock/stock-out/stock-out-editor-page';

export const Route = createFileRoute('/_authenticated/stock/stock-out/edit/$id')({
  staticData: { titleKey: 'screens.stockOutEdit' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(stockOutDetailQuery(params.id)),
  pendingComponent: DocumentPending,
  errorComponent: StockOutLoadError,
  component: StockOutEditPage,
});
