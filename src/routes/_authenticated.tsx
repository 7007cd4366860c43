import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { loadShellMessages } from '@/lib/shell-messages-loader';

// The strings of the shell and of the list-and-form toolkit, in the current language, before anything renders.
// Each area's screens bring their own bundle through the area's layout route (purchar/route.tsx, …).
// Dynamic imports keep them out of the sign-in page.
function loadScreenMessages() {
  return Promise.all([
    loadShellMessages(),
    import('@/lib/toolkit-i18n').then((m) => m.toolkitMessages.load()),
  ]);
}

// Pathless layout of every signed-in screen (the root guard already keeps anonymous users out).
export const Route = createFileRoute('/_authenticated')({
  loader: loadScreenMessages,
  component: AppLayout,
});
