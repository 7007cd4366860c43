import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { apiDocsRoutes } from './http/api-docs.node.ts';
import { answerClientErrorsAsJson } from './http/client-error.node.ts';
import { nodeClientIp } from './http/client-ip.node.ts';
import { inlineScriptHashes, pagePolicy, securityHeaders } from './http/security-headers.ts';
import type { Database } from './db/database.ts';
import { loadMigrations, openDatabase } from './db/open.node.ts';
import { prepareDatabase } from './db/prepare.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { randomToken } from './domain/random.ts';
import { sharedJwtSecret } from './modules/auth/jwt-secret.ts';
import { compressApi, serveClient } from './static.node.ts';
import { testSocialProvider } from './modules/auth/token.service.ts';
import { diskStorage } from './storage/disk-storage.node.ts';

/**
 * Node entry: configuration from the environment, the database (embedded PGlite under DATA_DIR, or PostgreSQL
 * from DATABASE_URL), migrations and seed, then the built client and /api on one port.
 */
const started = performance.now();
const env = process.env;
const port = Number(env.PORT ?? 8080);
const dataDir = resolve(env.DATA_DIR ?? './data');
const distDir = resolve(env.DIST_DIR ?? './dist');

// Data files (PGlite, uploads, the key file) are the server's alone: 0600 files, 0700 folders.
process.umask(0o077);
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
chmodSync(dataDir, 0o700);

/**
 * The project folder (where package.json is), for the migrations: this file runs as src/server/main.ts in
 * development and compiled as dist-server/main.js in production, so a fixed relative path fits only one of them.
 */
function projectRoot(): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

function tightenModes(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      tightenModes(path);
    } else if (entry.isFile()) {
      chmodSync(path, 0o600);
    }
  }
}

async function jwtSecret(db: Database, kind: 'pglite' | 'postgres'): Promise<string> {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  // On PostgreSQL several instances may share the database: the generated key lives there, for all of them.
  if (kind === 'postgres') return sharedJwtSecret(db);
  // Embedded PGlite is one instance with its data under DATA_DIR: the key is kept beside it.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const poolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined;
if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize >= 1))
  throw new Error('DATABASE_POOL_SIZE must be a whole number of connections, at least 1');
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  poolSize,
  dir: join(dataDir, 'pglite'),
});
const { applied, seeded, upgraded } = await prepareDatabase(
  database.db,
  loadMigrations(join(projectRoot(), 'drizzle')),
);
// The demo organisation's users (password demo1234) on a fresh database only, so an installation in use never
// gains known passwords on an upgrade; SEED_DEMO=off leaves a fresh database with admin alone.
const demoUsers = seeded && env.SEED_DEMO !== 'off' ? await seedDemoData(database.db) : 0;
// PGlite writes its files 0666 whatever the umask; the 0700 folder already shuts others out, and this makes the
// files say so too (files PGlite adds later stay behind that folder).
if (database.kind === 'pglite') tightenModes(dataDir);
const api = createApp({
  db: database.db,
  jwtSecret: await jwtSecret(database.db, database.kind),
  storage: diskStorage(join(dataDir, 'files')),
  storageEndpointHosts: (env.STORAGE_ENDPOINT_HOSTS ?? '').split(',').filter((host) => host.trim()),
  captcha: env.CAPTCHA !== 'off',
  captchaTestHook: env.CAPTCHA_TEST_HOOK === 'on',
  // Behind a reverse proxy, TRUST_PROXY=on takes the client IP from the last X-Forwarded-For hop it added.
  clientIp: nodeClientIp(env.TRUST_PROXY === 'on'),
  tokenTtlSeconds: env.TOKEN_TTL_SECONDS ? Number(env.TOKEN_TTL_SECONDS) : undefined,
  // Test-only: social sign-in through the provider `test`, whose code is the identity (browser tests).
  socialProviders: env.SOCIAL_TEST_PROVIDER === 'on' ? { test: testSocialProvider } : undefined,
  // The instance's name in the scheduled-job lease: several instances on one database run each due job once.
  jobRunner: { holder: `${hostname()}-${process.pid}`.slice(0, 64) },
});
// Scheduled jobs: every instance ticks, the lease holder runs what is due; JOB_RUNNER=off leaves this one out.
const stopJobs = env.JOB_RUNNER === 'off' ? () => {} : api.services.jobRunner.start();

const server = new Hono();
server.use('/api/*', compressApi());
// Before the API: its catch-all answers 404 for every other /api path.
server.route('/', apiDocsRoutes(join(projectRoot(), 'openapi')));
server.route('/', api);
if (existsSync(join(distDir, 'index.html'))) {
  // The page's CSP allows exactly the inline scripts of this build's pages (theme, first-page preload, and in
  // login.html the drawn sign-in form's language and submit guard) by hash.
  const pages = ['index.html', 'login.html'].filter((name) => existsSync(join(distDir, name)));
  const hashes = await Promise.all(
    pages.map((name) => inlineScriptHashes(readFileSync(join(distDir, name), 'utf8'))),
  );
  const policy = pagePolicy([...new Set(hashes.flat())]);
  server.use(
    '*',
    securityHeaders(() => policy),
  );
}
if (!serveClient(server, distDir)) {
  console.warn(`No built client in ${distDir}; serving the API only (run npm run build).`);
}

const listener = serve({ fetch: server.fetch, port, hostname: env.HOST ?? '127.0.0.1' }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.info(
    `Purchasing system on http://${info.address}:${info.port} (${database.kind}${database.kind === 'pglite' ? ` in ${dataDir}` : ''}; ` +
      `${applied.length} migration(s) applied${seeded ? ', seeded tenant 000000 (admin / admin)' : ''}` +
      `${demoUsers ? `, ${demoUsers} demo users (password demo1234; SEED_DEMO=off skips them)` : ''}` +
      `${upgraded?.menus.length ? `, ${upgraded.menus.length} new menu(s)` : ''}` +
      `${upgraded?.dictEntries.length ? `, ${upgraded.dictEntries.length} new dictionary entries` : ''}; ready in ${ms} ms)`,
  );
});

// serve() makes a plain HTTP/1 server here (no createServer option given).
answerClientErrorsAsJson(listener as Server);

async function shutdown() {
  stopJobs();
  listener.close();
  await api.flushLogs();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
