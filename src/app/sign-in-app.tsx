import { StrictMode, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { ToastHost } from '@/components/ui/toast-host';
import { LoginPage } from '@/features/auth/login-page';
import { SignInNavigationContext, type SignInNavigation } from '@/features/auth/sign-in-navigation';
import { useT } from '@/lib/i18n';
import { pageTitle } from '@/lib/page-title';
import { LOGIN_PATH } from '@/lib/paths';
import { wireHttpTo } from './wire-http';

/**
 * A page opened at /login without a session: the sign-in form alone, without the router, the query cache or
 * any screen's route definitions (together a quarter of the JavaScript the form would otherwise wait for). The
 * app itself (router-app.tsx) is fetched while the user types the password and takes over the page on sign-in.
 * Inside the app, /login is the router's route (router-sign-in.tsx) showing the same page.
 */
export function mountSignIn(root: Root): void {
  const currentHref = () => window.location.pathname + window.location.search + window.location.hash;
  let entering: Promise<void> | undefined;
  const enterApp = (href: string): Promise<void> => {
    entering ??= import('./router-app')
      .then(({ mountRouterApp }) => mountRouterApp(root, { enterAt: href }))
      // The app's code could not be fetched (a deploy replaced it, the network dropped): a full page load of
      // the destination still works, the session being in place.
      .catch(() => window.location.assign(href));
    return entering;
  };
  const navigation: SignInNavigation = {
    search: Object.fromEntries(new URLSearchParams(window.location.search)),
    enter: enterApp,
    clearSearch: () => window.history.replaceState(window.history.state, '', LOGIN_PATH),
    prefetchApp: () => void import('./router-app').then(({ prefetchShell }) => prefetchShell()),
  };
  wireHttpTo({
    location: () => ({ pathname: window.location.pathname, href: currentHref() }),
    // Only a change of password can be asked for here (a refused sign-in stays on the form).
    navigate: (path) => {
      if (path !== LOGIN_PATH) void enterApp(path);
    },
    clearCache: () => {},
  });
  root.render(
    <StrictMode>
      <SignInNavigationContext.Provider value={navigation}>
        <SignInPage />
      </SignInNavigationContext.Provider>
    </StrictMode>,
  );
}

function SignInPage() {
  const t = useT();
  useEffect(() => {
    document.title = pageTitle(t, 'login.pageTitle');
  }, [t]);
  return (
    <>
      <LoginPage />
      <ToastHost />
    </>
  );
}
