import { createFileRoute } from '@tanstack/react-router';
import { StockOutAddPage } from '@/features/stock/stock-out/stock-out-editor-page';

export const Route = createFileRoute('/_authenticated/stock/stock-out/add')({
  staticData: { titleKey: 'screens.stockOutAdd' },
  component: StockOutAddPage,
});
