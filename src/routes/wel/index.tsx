import { createFileRoute, redirect } from '@tanstack/react-router';

// /wel is only a prefix: its page is /wel/index (the default first page).
export const Route = createFileRoute('/wel/')({
  beforeLoad: () => {
    throw redirect({ to: '/wel/index', replace: true });
  },
});
