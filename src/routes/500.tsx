import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/features/errors/server-error-page';
import { loadShellMessages } from '@/lib/shell-messages-loader';

export const Route = createFileRoute('/500')({
  staticData: { isAuth: false, titleKey: 'pages.serverError' },
  loader: loadShellMessages,
  component: ServerErrorPage,
});
