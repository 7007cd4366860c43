import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../../-area-layout';

// The stock area (/stock/*): its strings before its screens render.
export const Route = createFileRoute('/_authenticated/stock')({
  loader: () => import('@/features/stock/stock-i18n').then((m) => m.stockMessages.load()),
  component: AreaLayout,
});
