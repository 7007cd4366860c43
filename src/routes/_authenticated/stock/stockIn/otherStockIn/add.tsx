import { createFileRoute } from '@tanstack/react-router';
import { OtherStockInAddPage } from '@/features/stock/stock-in/stock-in-editor-page';

// SPEC §2 names this path exactly.
export const Route = createFileRoute('/_authenticated/stock/stockIn/otherStockIn/add')({
  staticData: { titleKey: 'screens.otherStockInAdd' },
  component: OtherStockInAddPage,
});
