import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRouter,
  lazyRouteComponent,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { LOGIN_PATH } from '@/lib/route-guard';
import type { routeTree as FullRouteTree } from '@/routeTree.gen';
import { loadFullTree, switchToFullRouteTree } from './full-route-tree';
import { createSignInRouteTree } from './sign-in-route-tree';

export { prefetchFullRouteTree } from './full-route-tree';

function buildRouter(routeTree: typeof FullRouteTree, queryClient: QueryClient, history: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // The query cache is the data cache; the router should not keep its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A screen that throws while rendering: a friendly panel (which also writes the error log), shell intact.
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/layout/route-error'), 'RouteError'),
  });
}

export type AppRouter = ReturnType<typeof buildRouter>;

/**
 * The app's router. A page opened at /login starts on the small sign-in tree and takes every screen's routes
 * when it leaves /login (or earlier, `switchToFullRouteTree`); any other page waits for the full tree first (the
 * sign-in-preload script in index.html has the browser fetch that chunk alongside the entry when signed in).
 * Typed as the full tree: the sign-in tree only ever matches /login and hands every other path over.
 */
export async function createAppRouter(
  queryClient: QueryClient,
  history: RouterHistory = createBrowserHistory(),
): Promise<AppRouter> {
  if (history.location.pathname !== LOGIN_PATH) {
    return buildRouter(await loadFullTree(), queryClient, history);
  }
  const router: AppRouter = buildRouter(
    createSignInRouteTree(() => switchToFullRouteTree(router)) as AnyRoute as typeof FullRouteTree,
    queryClient,
    history,
  );
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
