import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LoginPage } from '@/features/auth/login-page';
import { SignInNavigationContext, type SignInNavigation } from '@/features/auth/sign-in-navigation';
import { LOGIN_PATH } from '@/lib/paths';

/** The layout and home: what the first page after sign-in needs, loaded while the user types the password. */
const SHELL_ROUTE_IDS = ['/_authenticated', '/_authenticated/wel/index'] as const;

/**
 * /login inside the app (signed out, or sent here by the route guard): the sign-in page moving on through the
 * router. A page opened at /login shows the same page without the router (sign-in-app.tsx).
 */
export function RouterLoginPage() {
  const router = useRouter();
  const navigation = useMemo<SignInNavigation>(
    () => ({
      search: router.state.location.search as Record<string, unknown>,
      enter: async (href) => {
        await router.navigate({ href, replace: true });
      },
      clearSearch: () => void router.navigate({ to: LOGIN_PATH, search: {}, replace: true }),
      prefetchApp: () => {
        for (const id of SHELL_ROUTE_IDS) void router.loadRouteChunk(router.routesById[id]);
      },
    }),
    [router],
  );
  return (
    <SignInNavigationContext.Provider value={navigation}>
      <LoginPage />
    </SignInNavigationContext.Provider>
  );
}
