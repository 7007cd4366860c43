import { createFileRoute } from '@tanstack/react-router';
import { IframePage } from '@/features/shell/iframe-page';

// SPEC §2: embedded pages (menu paths that are http(s) URLs or .html pages). Public; inside the shell when signed in.
export const Route = createFileRoute('/_authenticated/myiframe/$routerPath')({
  staticData: { isAuth: false, titleKey: 'pages.embedded' },
  validateSearch: (search: Record<string, unknown>): { src?: string } =>
    typeof search.src === 'string' && search.src ? { src: search.src } : {},
  component: IframePage,
});
