import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DeliveryAddressPage } from '@/features/purchar/delivery-address/delivery-address-page';
import { deliveryAddressSearchSchema } from '@/features/purchar/delivery-address/delivery-address-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchar/delivery-address')({
  staticData: { titleKey: 'screens.deliveryAddress' },
  validateSearch: deliveryAddressSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: DeliveryAddressPage,
});
