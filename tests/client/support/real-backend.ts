import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { http } from 'msw';
import { inject } from 'vitest';
import { migrations } from '@/mocks/demo/migrations';
import { createApp, type App } from '@/server/app';
import type { Database } from '@/server/db/database';
import { prepareDatabase } from '@/server/db/prepare';
import { seedDemoData } from '@/server/db/seed/demo';
import { server } from '../msw-server';
import { openDatabaseSnapshot, SNAPSHOT_PASSWORD_ITERATIONS } from '../../support/database-snapshot';

/**
 * The real server behind the client tests of stateful flows: `createApp` on an in-memory PGlite with the
 * committed migrations, the seed and the demo's users (one per approval role), as the demo build runs it in the
 * browser (src/mocks/demo/runtime.ts). MSW hands every /api request to it, so a page test exercises the server's
 * own rules (who may approve what) instead of a fake that re-implements them. One database per test file:
 * start it in beforeAll, call `serve()` in beforeEach (the setup resets MSW's handlers after each test).
 */

/** Password hashing rounds: the server's default would make every sign-in slow for nothing here. */
export const TEST_PASSWORD_ITERATIONS = SNAPSHOT_PASSWORD_ITERATIONS;
const JWT_SECRET = 'client-test-secret-at-least-32-characters';

/** One request the app under test sent (what a test asserts the client sent). */
export interface SentRequest {
  method: string;
  /** The path after /api (`/purchar/cg-needs/approve`). */
  path: string;
  query: URLSearchParams;
  /** The JSON body, if any. */
  body: unknown;
}

export interface RealBackend {
  app: App;
  db: Database;
  /** The requests of the current test, oldest first (cleared by `serve`). */
  sent: SentRequest[];
  /** Routes /api/* to the app for the current test (before MSW's generated handlers). */
  serve: () => void;
  close: () => Promise<void>;
}

/**
 * jsdom's globals come from another realm than Node's: TextEncoder hands out Uint8Arrays that the JWT library's
 * `instanceof Uint8Array` refuses. Encoded bytes are copied into this realm's Uint8Array (test environment only).
 */
function sameRealmTextEncoder() {
  const Base = globalThis.TextEncoder;
  if (new Base().encode('') instanceof Uint8Array) return;
  globalThis.TextEncoder = class extends Base {
    override encode(input?: string) {
      return new Uint8Array(super.encode(input)) as Uint8Array<ArrayBuffer>;
    }
  };
}

export async function startRealBackend(): Promise<RealBackend> {
  sameRealmTextEncoder();
  // The run's demo snapshot (tests/support/global-setup.ts) is this same database without initdb, migrations and
  // seeds in every file; a file run outside that setup builds it here.
  const snapshot = inject('databaseSnapshot');
  const pg = snapshot ? await openDatabaseSnapshot(snapshot) : new PGlite();
  await pg.waitReady;
  const db = drizzle({ client: pg }) as unknown as Database;
  if (!snapshot) {
    await prepareDatabase(db, migrations, { passwordIterations: TEST_PASSWORD_ITERATIONS });
    await seedDemoData(db, { passwordIterations: TEST_PASSWORD_ITERATIONS });
  }
  const app = createApp({
    db,
    jwtSecret: JWT_SECRET,
    captcha: true,
    captchaTestHook: true,
    passwordIterations: TEST_PASSWORD_ITERATIONS,
    // A 500 in a page test is a bug worth seeing; everything else the answers say.
    logger: { error: (...args: unknown[]) => console.error(...args), info: () => {} },
  });
  const sent: SentRequest[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const json = request.headers.get('Content-Type')?.includes('application/json');
    sent.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: json ? await request.clone().json() : undefined,
    });
  };
  return {
    app,
    db,
    sent,
    serve: () => {
      sent.length = 0;
      server.use(
        http.all('*/api/*', async ({ request }) => {
          await record(request);
          return app.fetch(request);
        }),
      );
    },
    close: async () => {
      await app.flushLogs();
      await pg.close();
    },
  };
}
