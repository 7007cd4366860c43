import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '@/features/errors/forbidden-page';
import { loadShellMessages } from '@/lib/shell-messages-loader';

export const Route = createFileRoute('/403')({
  staticData: { isAuth: false, titleKey: 'pages.forbidden' },
  loader: loadShellMessages,
  component: ForbiddenPage,
});
