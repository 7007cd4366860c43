import type { QueryClient } from '@tanstack/react-query';
import { createHashHistory, type RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter, prefetchFullRouteTree, type AppRouter } from './app/router';
import { wireHttp } from './app/wire-http';
import { initI18n } from './lib/i18n';
import { LOGIN_PATH } from './lib/route-guard';
import './styles.css';

/**
 * Mock and demo modes only: the imports are gated on the build-time flag, so msw, faker and the in-page server
 * stay out of the real bundle. `faker`: generated handlers (npm run dev:mock). `pglite`: the demo build, the
 * real server app on PGlite in the page (npm run build:demo); it shows its own progress while the database starts.
 */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCK === 'faker') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  } else if (import.meta.env.VITE_MOCK === 'pglite') {
    const { bootDemo } = await import('./mocks/demo/boot');
    await bootDemo();
  }
}

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

function mount(router: AppRouter, queryClient: QueryClient): void {
  wireHttp(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

// Away from /login the router needs every screen's route definitions (src/app/router.ts): their fetch starts
// now, beside the mocks and the strings. The history is made after the mocks started (the demo reads its query
// string first).
if (window.location.pathname !== LOGIN_PATH) prefetchFullRouteTree();
const queryClient = createQueryClient();
void Promise.all([startMocks(), initI18n()])
  .then(() => createAppRouter(queryClient, demoHistory()))
  .then((router) => mount(router, queryClient));
