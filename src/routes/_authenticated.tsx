import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { loadShellMessages } from '@/lib/shell-messages-loader';

// The strings of the shell and of the screens inside it, in the current language, before anything renders.
// Dynamic imports keep them out of the sign-in page.
function loadScreenMessages() {
  return Promise.all([
    loadShellMessages(),
    import('@/lib/toolkit-i18n').then((m) => m.toolkitMessages.load()),
    import('@/features/system/system-i18n').then((m) => m.systemMessages.load()),
    import('@/features/purchar/purchar-i18n').then((m) => m.purcharMessages.load()),
    import('@/features/demo/demo-i18n').then((m) => m.demoMessages.load()),
  ]);
}

// Pathless layout of every signed-in screen (the root guard already keeps anonymous users out).
export const Route = createFileRoute('/_authenticated')({
  loader: loadScreenMessages,
  component: AppLayout,
});
