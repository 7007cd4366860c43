import { createHashHistory, createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { HOME_PATH } from '@/lib/paths';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { wireHttp } from './wire-http';

/**
 * The demo build keeps its routes in the URL's hash (`/#/wel/index`), so any static host serves it without
 * rewrite rules: a reload, a deep link, the reset and sign-out all load `/` (index.html). A path-style link (a
 * host's 404.html fallback, an old bookmark) is turned into its hash form. The query string before the hash
 * (`?captcha-test-hook=on`) was read by the boot already and is dropped, since the router reads its search from
 * the hash.
 */
function demoHistory(): RouterHistory | undefined {
  if (import.meta.env.VITE_MOCK !== 'pglite') return undefined;
  const base = import.meta.env.BASE_URL;
  const { pathname, search, hash } = window.location;
  const path = pathname.slice(base.length).replace(/^index\.html$/, '');
  const route = hash.startsWith('#/') ? hash.slice(1) : `/${path}${search}`;
  window.history.replaceState(window.history.state, '', `${base}#${route}`);
  return createHashHistory();
}

/**
 * Shows the app with its router in `root`. `enterAt`: the page showed the sign-in form without the router
 * (sign-in-app.tsx) and the user has signed in; the address becomes `enterAt`, and the form stays on screen until
 * that page's code and data are loaded, so there is no blank moment between the two.
 */
export async function mountRouterApp(root: Root, options: { enterAt?: string } = {}): Promise<void> {
  const queryClient = createQueryClient();
  if (options.enterAt) window.history.replaceState(null, '', options.enterAt);
  const router = await createAppRouter(queryClient, demoHistory());
  wireHttp(router);
  if (options.enterAt) await router.load();
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

/** The layout and home: what the first page after sign-in needs. */
const SHELL_ROUTE_IDS = ['/_authenticated', '/_authenticated/wel/index'] as const;

/**
 * Loads the shell's code while the user types the password on the router-less sign-in page. Route chunks load
 * into the route definitions themselves, which the app's router shares, so a router that is never shown (memory
 * history, nothing rendered) does the loading.
 */
export async function prefetchShell(): Promise<void> {
  const router = await createAppRouter(
    createQueryClient(),
    createMemoryHistory({ initialEntries: [HOME_PATH] }),
  );
  await Promise.all(SHELL_ROUTE_IDS.map((id) => router.loadRouteChunk(router.routesById[id])));
}
