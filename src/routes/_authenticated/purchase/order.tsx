import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OrderListPage } from '@/features/purchase/order/order-list-page';
import { orderSearchSchema } from '@/features/purchase/order/order-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchase/order')({
  staticData: { titleKey: 'screens.order' },
  validateSearch: orderSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: OrderListPage,
});
