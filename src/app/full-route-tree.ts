import type { routeTree as FullRouteTree } from '@/routeTree.gen';

/**
 * Every screen's route definitions: a lazy chunk, fetched once. A page opened at /login does without it (and
 * without the router) until the user signs in (sign-in-app.tsx); every other page needs it before its first
 * render, and the preload script in index.html has the browser fetch it beside the entry.
 */
let fullTree: Promise<typeof FullRouteTree> | undefined;
export function loadFullTree(): Promise<typeof FullRouteTree> {
  fullTree ??= import('@/routeTree.gen').then((module) => module.routeTree);
  return fullTree;
}
