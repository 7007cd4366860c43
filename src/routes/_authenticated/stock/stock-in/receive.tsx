import { createFileRoute } from '@tanstack/react-router';
import { OrderReceiptPage } from '@/features/stock/stock-in/order-receipt-page';
import { searchSchema, searchText } from '@/lib/list-search';

// The order to receive against rides in the search (采购订单 → 入库 links here with it).
const receiveSearch = searchSchema({ orderId: (raw: unknown) => searchText()(raw) });

export const Route = createFileRoute('/_authenticated/stock/stock-in/receive')({
  staticData: { titleKey: 'screens.stockInReceive' },
  validateSearch: receiveSearch,
  component: OrderReceiptPage,
});
