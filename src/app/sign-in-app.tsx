import { StrictMode, useEffect, useEffectEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ToastHost } from '@/components/ui/toast-host';
import { LoginPage } from '@/features/auth/login-page';
import { SignInNavigationContext, type SignInNavigation } from '@/features/auth/sign-in-navigation';
import { getLanguage, useT } from '@/lib/i18n';
import { pageTitle } from '@/lib/page-title';
import { LOGIN_PATH } from '@/lib/paths';
import { wireHttpTo } from './wire-http';

/**
 * The attribute on #root of login.html, the page the server sends for /login without a session: its value is the
 * language the form inside was drawn in at build time (sign-in-prerender.tsx). While it is there the page is not
 * live yet, and the page's own inline script holds back a native submit (it would put the password in the URL).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * A page opened at /login without a session: the sign-in form alone, without the router, the query cache or
 * any screen's route definitions (together a quarter of the JavaScript the form would otherwise wait for). The
 * app itself (router-app.tsx) is fetched while the user types the password and takes over the page on sign-in.
 * Inside the app, /login is the router's route (router-sign-in.tsx) showing the same page.
 *
 * When the server sent the form already drawn in the current language, React takes over those elements
 * (hydration) instead of drawing them again: what the user typed meanwhile stays, and so does the focus.
 */
export function mountSignIn(container: HTMLElement): Root {
  let root: Root | undefined;
  const navigation = signInNavigation(() => root!);
  // A social provider's callback shows more than the drawn page has: that page is drawn again by the client.
  const hydrate =
    container.getAttribute(PRERENDERED_ATTRIBUTE) === getLanguage() &&
    !(navigation.search.source && navigation.search.code);
  const focusedBefore = hydrate ? document.activeElement : null;
  const whenLive = () => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    // Hydration focuses the field marked autofocus; the user may have moved on to another one meanwhile.
    if (focusedBefore instanceof HTMLElement && focusedBefore !== document.activeElement)
      focusedBefore.focus();
  };
  const tree = <SignInRoot navigation={navigation} onLive={whenLive} />;
  if (hydrate) {
    root = hydrateRoot(container, tree);
  } else {
    root = createRoot(container);
    root.render(tree);
  }
  return root;
}

/** `root`: the root the sign-in page was drawn in, which the app takes over on sign-in. */
function signInNavigation(root: () => Root): SignInNavigation {
  const currentHref = () => window.location.pathname + window.location.search + window.location.hash;
  let entering: Promise<void> | undefined;
  const enterApp = (href: string): Promise<void> => {
    entering ??= import('./router-app')
      .then(({ mountRouterApp }) => mountRouterApp(root(), { enterAt: href }))
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
  return navigation;
}

/**
 * The sign-in page as both the browser and the build (sign-in-prerender.tsx) draw it: the two must render the
 * same elements for the browser to take over the build's HTML. `onLive`: once, when the page is interactive.
 */
export function SignInRoot({ navigation, onLive }: { navigation: SignInNavigation; onLive?: () => void }) {
  return (
    <StrictMode>
      <SignInNavigationContext.Provider value={navigation}>
        <SignInPage onLive={onLive} />
      </SignInNavigationContext.Provider>
    </StrictMode>
  );
}

function SignInPage({ onLive }: { onLive?: () => void }) {
  const t = useT();
  useEffect(() => {
    document.title = pageTitle(t, 'login.pageTitle');
  }, [t]);
  const live = useEffectEvent(() => onLive?.());
  useEffect(() => live(), []);
  return (
    <>
      <LoginPage />
      <ToastHost />
    </>
  );
}
