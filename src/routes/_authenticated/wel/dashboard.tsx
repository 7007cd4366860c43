import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/home/dashboard-page';

export const Route = createFileRoute('/_authenticated/wel/dashboard')({
  staticData: { titleKey: 'pages.dashboard' },
  // The figures' strings (the charts themselves load when drawn).
  loader: () => import('@/features/home/dashboard-i18n').then((m) => m.dashboardMessages.load()),
  component: DashboardPage,
});
