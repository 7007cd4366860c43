import { createFileRoute } from '@tanstack/react-router';
import { NeedsDetailPage } from '@/features/purchar/needs/needs-detail-page';

export const Route = createFileRoute('/_authenticated/purchar/needs/$id')({
  staticData: { titleKey: 'screens.needsDetail' },
  component: NeedsDetailPage,
});
