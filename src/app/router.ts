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
import { createSignInRouteTree } from './sign-in-route-tree';

/** Every screen's route definitions: a lazy chunk, fetched once (see sign-in-route-tree.ts). */
let fullTree: Promise<typeof FullRouteTree> | undefined;
function loadFullTree(): Promise<typeof FullRouteTree> {
  fullTree ??= import('@/routeTree.gen').then((module) => module.routeTree);
  return fullTree;
}

/** Starts fetching the full route tree (main.tsx, before the router exists, when the page is not /login). */
export function prefetchFullRouteTree(): void {
  void loadFullTree();
}

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

/**
 * Puts every screen's routes into a router that started on the sign-in tree (nothing to do otherwise). The
 * routes shown (root, /login) keep their components, so the page stays as it is.
 */
export async function switchToFullRouteTree(router: AppRouter): Promise<void> {
  const routeTree = await loadFullTree();
  if (router.routeTree !== routeTree) router.update({ ...router.options, routeTree });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
