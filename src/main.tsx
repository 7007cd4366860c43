import { createRoot } from 'react-dom/client';
import { loadFullTree } from './app/full-route-tree';
import { initI18n } from './lib/i18n';
import { LOGIN_PATH } from './lib/paths';
import { getToken, isLocked } from './lib/session';
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
 * A visitor opening /login without a session sees the sign-in form without the router (src/app/sign-in-app.tsx);
 * every other page (and the demo, whose routes live in the URL's hash) starts the app with its router, which
 * needs every screen's route definitions first. The entry imports neither: each is fetched beside it (the preload
 * script in index.html, vite.config.ts), and its import starts now, beside the mocks and the strings.
 */
const signInFirst =
  import.meta.env.VITE_MOCK !== 'pglite' &&
  window.location.pathname === LOGIN_PATH &&
  !getToken() &&
  !isLocked();
const signInApp = signInFirst ? import('./app/sign-in-app') : undefined;
const routerApp = signInFirst ? undefined : (void loadFullTree(), import('./app/router-app'));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void Promise.all([startMocks(), initI18n()]).then(async () => {
  // The sign-in page may take over a form the server sent already drawn (login.html): it makes its own root.
  if (signInApp) (await signInApp).mountSignIn(container);
  else await (await routerApp!).mountRouterApp(createRoot(container));
});
