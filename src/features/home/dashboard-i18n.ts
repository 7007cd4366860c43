import { defineMessages } from '@/lib/message-bundle';
import { dashboardZh } from './dashboard-zh';

/** The dashboard figures' strings, loaded by the /wel/dashboard route (not by the sign-in page). */
export const dashboardMessages = defineMessages(dashboardZh, () =>
  import('./dashboard-en').then((module) => module.dashboardEn),
);

export const useDashboardT = dashboardMessages.useT;
export type DashboardTranslate = ReturnType<typeof useDashboardT>;
