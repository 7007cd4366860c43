import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import type { routeTree as FullRouteTree } from '@/routeTree.gen';
import { loadFullTree } from './full-route-tree';

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

/** The app's router, with every screen's routes (a lazy chunk: src/app/full-route-tree.ts). */
export async function createAppRouter(
  queryClient: QueryClient,
  history: RouterHistory = createBrowserHistory(),
): Promise<AppRouter> {
  return buildRouter(await loadFullTree(), queryClient, history);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
