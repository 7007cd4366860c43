/**
 * Server benchmarks: prints figures, asserts nothing. Runs the real app in-process on PGlite, the way the
 * server tests do, and reports p50/p95 per operation.
 *   npm run bench
 */
import { md5 } from 'js-md5';
import { createApp } from '../src/server/app.ts';
import { loadMigrations, openDatabase } from '../src/server/db/open.node.ts';
import { prepareDatabase } from '../src/server/db/prepare.ts';
import { DEFAULT_ITERATIONS, hashPassword, verifyPassword } from '../src/server/domain/password.ts';
import { measure } from './measure.ts';

const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

const coldStart = performance.now();
const database = await openDatabase({});
await prepareDatabase(database.db, loadMigrations());
console.log(
  `empty in-memory database migrated and seeded in ${(performance.now() - coldStart).toFixed(0)} ms`,
);
const app = createApp({
  db: database.db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-1234',
  captcha: false,
});

const stored = await hashPassword(md5('admin'));
await measure(`password verify (PBKDF2 ${DEFAULT_ITERATIONS})`, 20, () =>
  verifyPassword(md5('admin'), stored),
);
const signIn = () =>
  app.request(
    `/api/blade-auth/oauth/token?grant_type=password&tenantId=000000&username=admin&password=${md5('admin')}`,
    { method: 'POST', headers: { Authorization: CLIENT } },
  );
await measure('POST oauth/token (password grant)', 20, signIn);
const { access_token: token } = (await (await signIn()).json()) as { access_token: string };
const auth = { headers: { 'Blade-Auth': `bearer ${token}` } };
await measure('GET oauth/captcha', 200, () => app.request('/api/blade-auth/oauth/captcha'));
await measure('GET menu/routes (administrator)', 200, () =>
  app.request('/api/blade-system/menu/routes', auth),
);
await measure('GET menu/buttons (administrator)', 200, () =>
  app.request('/api/blade-system/menu/buttons', auth),
);
await measure('GET blade-user/info', 200, () => app.request('/api/blade-user/info', auth));
await app.flushLogs();
await database.close();
