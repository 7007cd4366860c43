import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { loadShellMessages } from '@/lib/shell-messages-loader';

// Pathless layout of every signed-in screen (the root guard already keeps anonymous users out).
export const Route = createFileRoute('/_authenticated')({
  loader: loadShellMessages,
  component: AppLayout,
});
