import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { createApp, type App } from '@/server/app';
import type { Database } from '@/server/db/database';
import { applyMigrations } from '@/server/db/migrate';
import { prepareDatabase } from '@/server/db/prepare';
import { seedDemoData } from '@/server/db/seed/demo';
import { FILES_DB, openIdbStorage } from './idb-storage';
import { demoJwtSecret, forgetDemoJwtSecret } from './jwt-secret';
import { migrations } from './migrations';
import { markReset } from './reset-flag';

/**
 * The QA demo's server, inside the page: the real Hono app (createApp) on PGlite persisted in IndexedDB, with the
 * server's migrations and seed plus one user per approval role. MSW's service worker hands every same-origin
 * /api request to it. Requests that arrive while the database starts or resets wait for it.
 */

export type DemoStep = 'database' | 'migrations' | 'seed' | 'worker';

/** IndexedDB holds the database under this name (PGlite's idb:// file system: database `/pglite/<name>`). */
export const DEMO_DB = 'purchasing-demo';
/**
 * PBKDF2 rounds for the demo's password hashes (seeded and new ones). The whole database sits in the visitor's
 * browser, so the server's 600 000 rounds would buy nothing here but a slow first boot and slow sign-ins.
 */
const DEMO_PASSWORD_ITERATIONS = 10_000;
const CAPTCHA_HOOK_KEY = 'purchasing-demo.captcha-test-hook';

interface Running {
  pg: PGlite;
  app: App;
  storage: ReturnType<typeof openIdbStorage>;
}

let running: Promise<Running> | undefined;

/**
 * The captcha test hook (GET /api/blade-auth/oauth/captcha/test-hook) is off unless the build asks for it
 * (DEMO_CAPTCHA_TEST_HOOK=on) or the tab was opened with `?captcha-test-hook=on` (the e2e tests do); the flag is
 * kept for the tab's lifetime so it survives navigation and reloads.
 */
export function captchaTestHookEnabled(): boolean {
  if (import.meta.env.VITE_DEMO_CAPTCHA_TEST_HOOK === 'on') return true;
  const flag = new URLSearchParams(window.location.search).get('captcha-test-hook');
  if (flag === 'on') window.sessionStorage.setItem(CAPTCHA_HOOK_KEY, 'on');
  if (flag === 'off') window.sessionStorage.removeItem(CAPTCHA_HOOK_KEY);
  return window.sessionStorage.getItem(CAPTCHA_HOOK_KEY) === 'on';
}

async function open(onStep: (step: DemoStep) => void): Promise<Running> {
  onStep('database');
  const pg = new PGlite(`idb://${DEMO_DB}`);
  await pg.waitReady;
  const db = drizzle({ client: pg }) as unknown as Database;
  onStep('migrations');
  await applyMigrations(db, migrations);
  onStep('seed');
  // Migrations again are a no-op; prepareDatabase and seedDemoData are what the Node server runs (the latter
  // unless SEED_DEMO=off), so the demo and `npm start` hold the same organisation, users and grants.
  await prepareDatabase(db, migrations, { passwordIterations: DEMO_PASSWORD_ITERATIONS });
  await seedDemoData(db, { passwordIterations: DEMO_PASSWORD_ITERATIONS });
  const storage = openIdbStorage();
  const app = createApp({
    db,
    jwtSecret: demoJwtSecret(),
    storage,
    captcha: true,
    captchaTestHook: captchaTestHookEnabled(),
    passwordIterations: DEMO_PASSWORD_ITERATIONS,
  });
  return { pg, app, storage };
}

/**
 * Starts the database and the service worker side by side (the worker's handler waits for the database);
 * resolves when /api answers.
 */
export async function startDemo(onStep: (step: DemoStep) => void): Promise<void> {
  const worker = setupWorker(
    http.all('/api/*', async ({ request }) => {
      const { app } = await (running ?? Promise.reject(new Error('the demo database is not running')));
      return app.fetch(request);
    }),
  );
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
  });
  running = open(onStep);
  await Promise.all([running, started]);
  onStep('worker');
}

function deleteIdb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`cannot delete IndexedDB ${name}`));
    // Blocked: a connection is still open; the deletion goes ahead when it closes (the tab lock keeps other
    // tabs of the demo away, and this page closed its own).
  });
}

/** Deletes every demo database of this origin (the data, the files). */
export async function deleteDemoData(): Promise<void> {
  const known = (await indexedDB.databases?.().catch(() => [])) ?? [];
  const names = new Set([`/pglite/${DEMO_DB}`, FILES_DB]);
  for (const { name } of known) if (name?.endsWith(`/${DEMO_DB}`)) names.add(name);
  for (const name of names) await deleteIdb(name);
}

/**
 * "Reset demo data": closes the database, deletes it and the stored files and forgets the token key. The caller
 * then reloads the page, whose boot starts afresh (migrations, seed) behind its progress screen: a new page
 * rather than a second database in this one, which would hold two engines' memory and start far slower.
 * /api requests made meanwhile wait (for the reload).
 */
export async function resetDemo(): Promise<void> {
  const previous = running;
  running = new Promise<Running>(() => {});
  const old = await previous?.catch(() => undefined);
  if (old) {
    await old.app.flushLogs().catch(() => undefined);
    old.storage.close();
    await old.pg.close();
  }
  await deleteDemoData();
  forgetDemoJwtSecret();
  markReset();
}
