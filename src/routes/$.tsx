import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: any unknown path goes to /404 (public, so it does not bounce through /login first).
export const Route = createFileRoute('/$')({
  staticData: { isAuth: false },
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
