import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TrackingPage } from '@/features/purchase/tracking/tracking-page';
import { trackingSearchSchema } from '@/features/purchase/tracking/tracking-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchase/contract-tracking')({
  staticData: { titleKey: 'screens.contractTracking' },
  validateSearch: trackingSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: TrackingPage,
});
