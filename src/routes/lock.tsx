import { createFileRoute } from '@tanstack/react-router';
import { LockPage } from '@/features/shell/lock-page';
import { loadShellMessages } from '@/lib/shell-messages-loader';

// Public (SPEC §6): the guard sends every route here while the screen is locked.
export const Route = createFileRoute('/lock')({
  staticData: { isAuth: false, titleKey: 'pages.lock' },
  loader: loadShellMessages,
  component: LockPage,
});
