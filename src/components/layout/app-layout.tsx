import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { KeyRound, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';
import { LOGIN_PATH } from '@/lib/route-guard';
import { displayName, useSessionUser } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { startTokenRefresh } from '@/lib/token-refresh';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

/**
 * The authenticated shell (minimal for now: header with the system name, user, language and logout; the sidebar,
 * tags and top-bar tools come with the layout issue). It also runs the token refresher while a user is inside.
 */
export function AppLayout() {
  const t = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const name = displayName(user);

  useEffect(() => startTokenRefresh(), []);

  const logout = async () => {
    await signOut();
    // Cached answers belong to the user who just left.
    queryClient.clear();
    await router.navigate({ to: LOGIN_PATH });
  };

  return (
    <div className="flex min-h-full flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-header text-header-ink shadow-xs">
        <div className="flex h-14 items-center gap-3 px-4 md:px-6">
          <Link
            to="/wel/index"
            aria-label={t('app.name')}
            className="flex items-center gap-2.5 rounded-lg font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
          >
            <BrandMark className="size-8" />
            <span className="hidden text-base whitespace-nowrap min-[480px]:inline">{t('app.name')}</span>
          </Link>
          <nav aria-label={t('layout.mainNavigation')} className="ml-4 hidden items-center gap-1 md:flex">
            <Link
              to="/wel/index"
              className="rounded-md px-3 py-1.5 text-sm text-muted transition hover:text-primary data-[status=active]:bg-primary/10 data-[status=active]:font-medium data-[status=active]:text-primary"
            >
              {t('layout.home')}
            </Link>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <Button asChild variant="ghost" size="sm" className="hidden text-inherit sm:inline-flex">
              <Link to="/editPassword">
                <KeyRound className="size-4" aria-hidden="true" />
                {t('layout.changePassword')}
              </Link>
            </Button>
            <div className="mx-1 hidden h-6 w-px bg-line sm:block" aria-hidden="true" />
            <div className="flex items-center gap-2" title={`${t('layout.account')}: ${name}`}>
              <span
                className="flex size-8 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
                aria-hidden="true"
              >
                {name.slice(0, 1).toUpperCase() || '?'}
              </span>
              <span
                className="hidden max-w-40 truncate text-sm font-medium md:inline"
                data-testid="current-user"
              >
                {name}
              </span>
            </div>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-inherit">
                  <LogOut className="size-4" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t('layout.logout')}</span>
                </Button>
              }
              title={t('layout.logoutTitle')}
              description={t('layout.logoutTip')}
              confirmText={t('common.confirm')}
              onConfirm={logout}
            />
          </div>
        </div>
      </header>
      <main className="flex-1 px-4 py-5 md:px-6 md:py-6">
        <Outlet />
      </main>
    </div>
  );
}
