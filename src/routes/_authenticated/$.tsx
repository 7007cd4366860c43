import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotAvailablePage } from '@/features/errors/not-available-page';
import { getToken } from '@/lib/session';

// Every path no other route claims. Signed in: a server menu path without a client screen shows "not available
// yet" inside the layout, anything else goes to /404. Signed out: /404 (SPEC §2: unknown paths → /404).
export const Route = createFileRoute('/_authenticated/$')({
  staticData: { isAuth: false, titleKey: 'pages.notAvailable' },
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/404', replace: true });
  },
  component: NotAvailablePage,
});
