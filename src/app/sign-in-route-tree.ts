import { createRootRouteWithContext, createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { guardNavigation } from '@/lib/route-guard';
import { RootComponent } from './root-component';
import type { RouterContext } from './router-context';
import { SIGN_IN_STATIC_DATA, SignInRouteComponent } from './sign-in-route';

/**
 * The route tree a page opened at /login starts with: the root (the same guard and component as
 * src/routes/__root.tsx), /login, and one route for every other path. The generated tree (src/routeTree.gen.ts)
 * holds every screen's route definitions (paths, search parsing, loaders) and grows with each screen; the
 * sign-in page does not need it, so it is a lazy chunk and the sign-in page's JavaScript stays the same size
 * however many screens exist (DESIGN §9, checked by tests/build/bundle-checks.ts).
 *
 * Any other path (the redirect after sign-in, a link from the form) first puts the full tree into the router
 * (`switchToFullTree`), then navigates to the same address again, now matched by the full tree: its guard, routes
 * and not-found handling decide, exactly as for a page opened there. The catch-all is public (isAuth false) so
 * this tree's guard leaves that decision to the full tree's.
 */
export function createSignInRouteTree(switchToFullTree: () => Promise<void>): AnyRoute {
  const root = createRootRouteWithContext<RouterContext>()({
    beforeLoad: ({ location, matches }) => guardNavigation({ location, matches }),
    component: RootComponent,
    notFoundComponent: NotFoundPage,
  });
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/login',
    staticData: SIGN_IN_STATIC_DATA,
    component: SignInRouteComponent,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    staticData: { isAuth: false },
    beforeLoad: async ({ location }) => {
      await switchToFullTree();
      throw redirect({ href: location.href, replace: true });
    },
  });
  return root.addChildren([signIn, elsewhere]);
}
