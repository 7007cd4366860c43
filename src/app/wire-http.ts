import { configureHttp } from '@/api/http';
import { triggerDownload } from '@/lib/download';
import { acceptLanguage, getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { requirePasswordChange } from '@/lib/password-change';
import { EDIT_PASSWORD_PATH, LOGIN_PATH } from '@/lib/paths';
import { clearSession, getTenantId, getToken, saveRedirect } from '@/lib/session';
import { refreshSession } from '@/lib/token-refresh';
import type { AppRouter } from './router';

/** Where the app is and how it moves: the router's, or the sign-in page's own before the router is loaded. */
export interface HttpNavigation {
  location(): { pathname: string; href: string };
  navigate(path: typeof LOGIN_PATH | typeof EDIT_PASSWORD_PATH): void;
  /** Drops cached answers (they belong to the session that just ended). */
  clearCache(): void;
}

/** Connects the UI-free http layer to the session, the language, toasts, downloads and navigation. */
export function wireHttpTo(navigation: HttpNavigation): void {
  configureHttp({
    getToken,
    getTenantId,
    getLanguage: () => acceptLanguage(getLanguage()),
    showError: (message) => notify.error(message),
    onUnauthorized: () => {
      clearSession();
      const { pathname, href } = navigation.location();
      // A refused sign-in on /login: nothing to leave, and its captcha must stay.
      if (pathname === LOGIN_PATH) return;
      navigation.clearCache();
      saveRedirect(href);
      navigation.navigate(LOGIN_PATH);
    },
    renewSession: () =>
      refreshSession().then(
        () => true,
        () => false,
      ),
    onPasswordMustChange: () => {
      // The form first; back to where the user was going once the password is changed (edit-password-page).
      const { pathname, href } = navigation.location();
      requirePasswordChange(href);
      if (pathname !== EDIT_PASSWORD_PATH) navigation.navigate(EDIT_PASSWORD_PATH);
    },
    download: triggerDownload,
    baseUrl: import.meta.env.VITE_API_BASE_URL || '',
  });
}

/** The http layer wired to the app's router. */
export function wireHttp(router: AppRouter): void {
  wireHttpTo({
    location: () => router.state.location,
    navigate: (path) => void router.navigate({ to: path }),
    clearCache: () => router.options.context.queryClient.clear(),
  });
}
