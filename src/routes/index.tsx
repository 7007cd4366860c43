import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: / redirects to /wel.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/wel', replace: true });
  },
});
