import { configureHttp } from '@/api/http';
import { triggerDownload } from '@/lib/download';
import { acceptLanguage, getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { requirePasswordChange } from '@/lib/password-change';
import { LOGIN_PATH } from '@/lib/route-guard';
import { clearSession, getTenantId, getToken, saveRedirect } from '@/lib/session';
import { refreshSession } from '@/lib/token-refresh';
import type { AppRouter } from './router';

/** Connects the UI-free http layer to the session, the language, toasts, downloads and the router. */
export function wireHttp(router: AppRouter): void {
  configureHttp({
    getToken,
    getTenantId,
    getLanguage: () => acceptLanguage(getLanguage()),
    showError: (message) => notify.error(message),
    onUnauthorized: () => {
      clearSession();
      const { pathname, href } = router.state.location;
      // A refused sign-in on /login: nothing to leave, and its captcha query must stay.
      if (pathname === LOGIN_PATH) return;
      // Cached answers belong to the session that just ended.
      router.options.context.queryClient.clear();
      saveRedirect(href);
      void router.navigate({ to: LOGIN_PATH });
    },
    renewSession: () =>
      refreshSession().then(
        () => true,
        () => false,
      ),
    onPasswordMustChange: () => {
      // The form first; back to where the user was going once the password is changed (edit-password-page).
      requirePasswordChange(router.state.location.href);
      if (router.state.location.pathname !== '/editPassword') void router.navigate({ to: '/editPassword' });
    },
    download: triggerDownload,
    baseUrl: import.meta.env.VITE_API_BASE_URL || '',
  });
}
