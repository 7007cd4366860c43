import type { Context, Hono, MiddlewareHandler } from 'hono';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { hasAccessTokenCookie } from '../lib/session-cookie';
import { setAnswerHeader } from './http/answer-headers.ts';
import type { JsonEncoder } from './http/envelope.ts';

/**
 * The built client as a browser should get it (Node only; the demo build has no server):
 * - the build's precompressed copies (`x.js.br`, `x.js.gz`, written by vite.config.ts) sent as the browser
 *   accepts them, with `Content-Encoding` and `Vary: Accept-Encoding`, never compressed per request;
 * - hashed files under /assets/ cached for a year (`immutable`), everything else (index.html above all)
 *   `no-cache`, i.e. revalidated with its ETag on every load, so a deploy is seen at once;
 * - client-side routes (any other GET outside /api) answered with index.html, a missing /assets/ file a 404;
 *   /login without a session with login.html, where the form is drawn already.
 * And `compressApi`: JSON answers over a kilobyte compressed on the way out.
 */

type Encoding = 'br' | 'gzip';

interface StaticFile {
  path: string;
  type: string;
  etag: string;
  /** Paths of the precompressed copies that exist. */
  variants: Partial<Record<Encoding, string>>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The encodings in the order to try for an Accept-Encoding header: brotli before gzip when both are accepted
 * (q > 0); a q-value ranks them, `*` stands for any not named; identity is always the fallback.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (encoding: Encoding) => q.get(encoding) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every servable file of the build by URL path, read once at start (the build does not change under a server). */
function indexFiles(distDir: string): Map<string, StaticFile> {
  const all = walk(distDir);
  const present = new Set(all);
  const files = new Map<string, StaticFile>();
  for (const path of all) {
    const url = '/' + relative(distDir, path).split(sep).join('/');
    // Compressed copies are variants of their original, not URLs; dot-files (a build manifest) are not served.
    if (/\.(br|gz)$/.test(path) || url.split('/').some((segment) => segment.startsWith('.'))) continue;
    const stat = statSync(path);
    const variants: StaticFile['variants'] = {};
    if (present.has(`${path}.br`)) variants.br = `${path}.br`;
    if (present.has(`${path}.gz`)) variants.gzip = `${path}.gz`;
    files.set(url, {
      path,
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      variants,
    });
  }
  return files;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** The build's sign-in page with the form already drawn (vite.config.ts, signInPrerender); not a URL of its own. */
const LOGIN_PAGE = '/login.html';

/**
 * Serves the built client in `distDir` on `server` (after /api, which it never answers). Returns false when
 * there is no build there.
 */
export function serveClient(server: Hono, distDir: string): boolean {
  let files: Map<string, StaticFile>;
  try {
    files = indexFiles(distDir);
  } catch {
    return false;
  }
  const index = files.get('/index.html');
  if (!index) return false;
  const loginPage = files.get(LOGIN_PAGE);

  const send = async (
    file: StaticFile,
    cacheControl: string,
    accept: string | undefined,
    head: boolean,
    inm: string | undefined,
  ) => {
    const encodings = Object.keys(file.variants).length ? acceptedEncodings(accept) : [];
    const encoding = encodings.find((e) => file.variants[e]);
    const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': cacheControl });
    if (Object.keys(file.variants).length) headers.set('Vary', 'Accept-Encoding');
    // One ETag per representation: a cache must not answer a gzip request with a brotli body it validated.
    const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag;
    headers.set('ETag', etag);
    if (ifNoneMatch(inm, etag)) return new Response(null, { status: 304, headers });
    const body = await readFile(encoding ? file.variants[encoding]! : file.path);
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(head ? null : body, { status: 200, headers });
  };

  server.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return c.notFound();
    const accept = c.req.header('Accept-Encoding');
    const head = c.req.method === 'HEAD';
    const inm = c.req.header('If-None-Match');
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = files.get(decoded);
    if (file && file !== index && file !== loginPage) {
      return send(file, decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE, accept, head, inm);
    }
    // A hashed file that is not there (an old page asking for a chunk of a previous deploy): a 404, never the
    // app shell, which the browser would try to run as a script.
    if (decoded.startsWith('/assets/')) return c.text('Not Found', 404);
    // The sign-in form drawn at build time, for a visitor without a session; with one, the app decides.
    if (loginPage && decoded === '/login' && !hasAccessTokenCookie(c.req.header('Cookie'))) {
      const response = await send(loginPage, REVALIDATE, accept, head, inm);
      response.headers.append('Vary', 'Cookie');
      return response;
    }
    const response = await send(index, REVALIDATE, accept, head, inm);
    if (loginPage && decoded === '/login') response.headers.append('Vary', 'Cookie');
    return response;
  });
  return true;
}

/** Contents served compressed: JSON and text; not already compressed formats (xlsx, images, files). */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(plain|csv|html))\b/i;
const MIN_BYTES = 1024;
/**
 * Below this, compressing on the event loop costs less than handing the work to the thread pool: a 5 kB list page
 * takes ~0.04 ms of CPU in brotliCompressSync against ~0.19 ms through the async stream machinery, which under
 * load was the largest single item of the request path after the SQL. Above it, the pool keeps the loop free.
 */
const SYNC_BELOW = 16 * 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> | Uint8Array {
  if (encoding === 'gzip')
    return body.length < SYNC_BELOW ? gzipSync(body, { level: 6 }) : gz(body, { level: 6 });
  const options = {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return body.length < SYNC_BELOW ? brotliCompressSync(body, options) : brotli(body, options);
}

/** Adds Accept-Encoding to the answer's Vary, keeping what it names already. */
function varyOnEncoding(c: Context) {
  const vary = c.res.headers.get('Vary');
  if (!vary) setAnswerHeader(c, 'Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(vary)) setAnswerHeader(c, 'Vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses the API's JSON answers over ~1 kB for clients that accept it. Brotli at quality 4 (about gzip -6's
 * speed, smaller); large answers on the zlib thread pool, so a large page costs the event loop nothing. Node-side
 * only: the app itself (src/server/app.ts) also runs in the demo's browser, where there is nothing to compress.
 *
 * The envelope answers (http/envelope.ts `ok`) compress their own text through `encodeJson`, set here, when it is
 * small enough for the event loop: they then reach this middleware with their encoding and length set, and their
 * body is never read back. Other answers (and large ones) are read and compressed here after the fact.
 */
export function compressApi(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = acceptedEncodings(c.req.header('Accept-Encoding'))[0];
    const encodeJson: JsonEncoder = (text) => {
      const body = Buffer.from(text);
      if (body.length >= SYNC_BELOW) return undefined;
      if (!encoding || body.length < MIN_BYTES) return { body };
      return { body: compress(body, encoding) as Uint8Array, encoding };
    };
    if (c.req.method !== 'HEAD') c.set('encodeJson', encodeJson);
    await next();
    if (c.req.method === 'HEAD' || c.res.status === 204 || c.res.status === 304) return;
    // Headers first: reading the body of Node's lightweight answer would build a fetch Response around it.
    if (!COMPRESSIBLE.test(c.res.headers.get('Content-Type') ?? '')) return;
    varyOnEncoding(c);
    const res = c.res;
    if (!encoding || res.headers.has('Content-Encoding')) return;
    const length = res.headers.get('Content-Length');
    if ((length && Number(length) < MIN_BYTES) || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const out: Uint8Array<ArrayBuffer> =
      body.length >= MIN_BYTES ? new Uint8Array(await compress(body, encoding)) : body;
    // The new answer takes the old one's headers (Vary included), so only the length and encoding are set after.
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers: res.headers });
    const headers = c.res.headers;
    headers.set('Content-Length', String(out.length));
    if (out !== body) headers.set('Content-Encoding', encoding);
  };
}
