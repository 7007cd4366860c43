import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/home/dashboard-page';

export const Route = createFileRoute('/_authenticated/wel/dashboard')({
  staticData: { titleKey: 'pages.dashboard' },
  component: DashboardPage,
});
