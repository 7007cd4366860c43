import type { AnyRouter } from '@tanstack/react-router';
import type { routeTree as FullRouteTree } from '@/routeTree.gen';

/**
 * Every screen's route definitions: a lazy chunk, fetched once (see sign-in-route-tree.ts). Its own module, apart
 * from router.ts, so the sign-in page can ask for it without importing the router that lazily imports the page.
 */
let fullTree: Promise<typeof FullRouteTree> | undefined;
export function loadFullTree(): Promise<typeof FullRouteTree> {
  fullTree ??= import('@/routeTree.gen').then((module) => module.routeTree);
  return fullTree;
}

/** Starts fetching the full route tree (main.tsx, before the router exists, when the page is not /login). */
export function prefetchFullRouteTree(): void {
  void loadFullTree();
}

/**
 * Puts every screen's routes into a router that started on the sign-in tree (nothing to do otherwise). The
 * routes shown (root, /login) keep their components, so the page stays as it is.
 */
export async function switchToFullRouteTree(router: AnyRouter): Promise<void> {
  const routeTree = await loadFullTree();
  if (router.routeTree !== routeTree) router.update({ ...router.options, routeTree });
}
