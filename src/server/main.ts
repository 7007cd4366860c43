import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { loadMigrations, openDatabase } from './db/open.node.ts';
import { prepareDatabase } from './db/prepare.ts';
import { randomToken } from './domain/random.ts';
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

function jwtSecret(): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  // Generated once per installation and kept beside the data, never in the repository.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dir: join(dataDir, 'pglite') });
const { applied, seeded } = await prepareDatabase(
  database.db,
  loadMigrations(join(projectRoot(), 'drizzle')),
);
const api = createApp({
  db: database.db,
  jwtSecret: jwtSecret(),
  storage: diskStorage(join(dataDir, 'files')),
  captcha: env.CAPTCHA !== 'off',
  captchaTestHook: env.CAPTCHA_TEST_HOOK === 'on',
  tokenTtlSeconds: env.TOKEN_TTL_SECONDS ? Number(env.TOKEN_TTL_SECONDS) : undefined,
  // Test-only: social sign-in through the provider `test`, whose code is the identity (browser tests).
  socialProviders: env.SOCIAL_TEST_PROVIDER === 'on' ? { test: testSocialProvider } : undefined,
});

const server = new Hono();
server.use('/api/*', compressApi());
server.route('/', api);
if (!serveClient(server, distDir)) {
  console.warn(`No built client in ${distDir}; serving the API only (run npm run build).`);
}

const listener = serve({ fetch: server.fetch, port, hostname: env.HOST ?? '127.0.0.1' }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.info(
    `Purchasing system on http://${info.address}:${info.port} (${database.kind}${database.kind === 'pglite' ? ` in ${dataDir}` : ''}; ` +
      `${applied.length} migration(s) applied${seeded ? ', seeded tenant 000000 (admin / admin)' : ''}; ready in ${ms} ms)`,
  );
});

async function shutdown() {
  listener.close();
  await api.flushLogs();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
