import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/profile-page';

// `[index]` escapes the word so the URL is the literal /info/index of SPEC §2.
export const Route = createFileRoute('/_authenticated/info/index')({
  staticData: { titleKey: 'pages.info' },
  validateSearch: (search: Record<string, unknown>): { tab?: 'password' } =>
    search.tab === 'password' ? { tab: 'password' } : {},
  component: ProfilePage,
});
