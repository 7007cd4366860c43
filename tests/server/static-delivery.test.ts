import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ok } from '../../src/server/http/envelope.ts';
import { API_POLICY, securityHeaders } from '../../src/server/http/security-headers.ts';
import { acceptedEncodings, compressApi, serveClient } from '../../src/server/static.node.ts';

// The built client and API answers as a browser gets them: precompressed copies chosen by Accept-Encoding,
// cache headers by kind of file, the SPA fallback, and compressed JSON. A small fake build in a temp directory.

const INDEX =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>';
const SCRIPT = `export const words = ${JSON.stringify('签到 sign in '.repeat(400))};\n`;
let dist: string;
let server: Hono;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-delivery-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');

  const api = new Hono();
  api.get('/api/big', (c) =>
    c.json({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `行 ${i}` })) }),
  );
  // Over 16 kB: compressed on the thread pool rather than on the event loop (static.node.ts SYNC_BELOW).
  api.get('/api/huge', (c) =>
    c.json({ rows: Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `行 ${i}` })) }),
  );
  api.get('/api/small', (c) => c.json({ ok: true }));
  api.get('/api/cached', (c) => {
    c.header('Vary', 'Origin');
    return c.json({ text: 'x'.repeat(5000) });
  });
  // The envelope answers compress their own text (http/envelope.ts ok with compressApi's encodeJson).
  api.get('/api/ok-big', (c) =>
    ok(
      c,
      Array.from({ length: 200 }, (_, i) => ({ id: i, name: `行 ${i}` })),
    ),
  );
  api.get('/api/ok-small', (c) => ok(c, { id: 1 }));
  api.get('/api/ok-huge', (c) =>
    ok(
      c,
      Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `行 ${i}` })),
    ),
  );
  api.get('/api/ok-cached', (c) => {
    c.header('Vary', 'Origin');
    return ok(c, 'x'.repeat(5000));
  });
  server = new Hono();
  server.use('/api/*', compressApi());
  server.route('/', api);
  expect(serveClient(server, dist)).toBe(true);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => server.request(path, { headers });

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, honours q-values and refusals, and falls back to identity', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe('the built client', () => {
  it('sends a hashed asset precompressed as the browser accepts, cached for good', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    expect(gz.headers.get('ETag')).not.toBe(br.headers.get('ETag'));

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers index.html, and every client route, uncached so a deploy is seen at once', async () => {
    for (const path of ['/', '/index.html', '/login', '/system/user?x=1']) {
      const response = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
      // Only a gzip copy of index.html exists: the best the browser accepts of what is there.
      expect(response.headers.get('Content-Encoding'), path).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString(), path).toBe(INDEX);
    }
    const etag = (await get('/login')).headers.get('ETag')!;
    const revalidated = await get('/login', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('serves other files revalidated, hides dot-files and 404s a missing hashed chunk', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('Cache-Control')).toBe('no-cache');
    expect(await robots.text()).toBe('User-agent: *\n');
    expect(await (await get('/.vite/manifest.json')).text()).toBe(INDEX);
    expect((await get('/assets/gone-123.js')).status).toBe(404);
    expect((await get('/api/nothing-here')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

describe('API answers', () => {
  it('compresses JSON over a kilobyte and leaves small answers alone', async () => {
    const big = await get('/api/big', { 'Accept-Encoding': 'gzip, br' });
    expect(big.headers.get('Content-Encoding')).toBe('br');
    expect(big.headers.get('Vary')).toBe('Accept-Encoding');
    expect(big.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = Buffer.from(await big.arrayBuffer());
    expect(Number(big.headers.get('Content-Length'))).toBe(body.length);
    const rows = (JSON.parse(brotliDecompressSync(body).toString()) as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(200);

    const gz = await get('/api/big', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toHaveProperty('rows');

    for (const encoding of ['br', 'gzip'] as const) {
      const huge = await get('/api/huge', { 'Accept-Encoding': encoding });
      expect(huge.headers.get('Content-Encoding')).toBe(encoding);
      const raw = Buffer.from(await huge.arrayBuffer());
      expect(Number(huge.headers.get('Content-Length'))).toBe(raw.length);
      const text = (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString();
      expect(text.length).toBeGreaterThan(16 * 1024);
      expect((JSON.parse(text) as { rows: unknown[] }).rows).toHaveLength(3000);
    }

    const small = await get('/api/small', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const identity = await get('/api/big');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect((await identity.json()) as object).toHaveProperty('rows');
  });

  it('compresses the envelope answers as they are made, with the same headers', async () => {
    const decode = async (response: Response) => {
      const raw = Buffer.from(await response.arrayBuffer());
      const encoding = response.headers.get('Content-Encoding');
      // A compressed answer states its length; Node's server counts an uncompressed one itself.
      if (encoding) expect(Number(response.headers.get('Content-Length'))).toBe(raw.length);
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      return JSON.parse(text) as { code: number; data: unknown };
    };
    for (const [path, count] of [
      ['/api/ok-big', 200],
      ['/api/ok-huge', 3000],
    ] as const) {
      for (const accepts of ['gzip, br', 'gzip', undefined]) {
        const response = await get(path, accepts ? { 'Accept-Encoding': accepts } : {});
        expect(response.headers.get('Content-Encoding')).toBe(
          accepts === 'gzip' ? 'gzip' : accepts ? 'br' : null,
        );
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
        expect(response.headers.get('Vary')).toBe('Accept-Encoding');
        const answer = await decode(response);
        expect([answer.code, (answer.data as unknown[]).length]).toEqual([200, count]);
      }
    }
    const small = await get('/api/ok-small', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect((await decode(small)).data).toEqual({ id: 1 });
    const cached = await get('/api/ok-cached', { 'Accept-Encoding': 'br' });
    expect([cached.headers.get('Vary'), cached.headers.get('Content-Encoding')]).toEqual([
      'Origin, Accept-Encoding',
      'br',
    ]);
    expect((await decode(cached)).data).toBe('x'.repeat(5000));
    // HEAD gets the headers of the answer without compressing a body it will not send.
    const head = await server.request('/api/ok-big', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });

  it('keeps an answer’s own Vary', async () => {
    const response = await get('/api/cached', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });
});

describe('API answers through Node’s server', () => {
  // Node's adapter writes a handler's answer from its own cache unless something reads the body; the headers the
  // middleware sets after the handler (security headers, Vary) must still reach the wire, on the envelope
  // answers compressed as they are made and on the ones compressed after the fact.
  it('carries the headers set after the handler, and a body that decodes', async () => {
    const app = new Hono();
    app.use('/api/*', compressApi());
    app.use(securityHeaders((type) => (type.includes('json') ? API_POLICY : undefined)));
    app.get('/api/envelope', (c) =>
      ok(
        c,
        Array.from({ length: 300 }, (_, i) => ({ id: i })),
      ),
    );
    app.get('/api/plain', (c) => c.json({ rows: Array.from({ length: 300 }, (_, i) => ({ id: i })) }));
    const listener = await new Promise<ReturnType<typeof serve>>((done) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    const port = (listener.address() as AddressInfo).port;
    const fetchRaw = (path: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest({ port, path, headers: { 'Accept-Encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      for (const path of ['/api/envelope', '/api/plain']) {
        const { headers, body } = await fetchRaw(path);
        expect(headers).toMatchObject({
          'content-encoding': 'br',
          'content-length': String(body.length),
          vary: 'Accept-Encoding',
          'content-security-policy': API_POLICY,
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
        });
        expect(JSON.stringify(JSON.parse(brotliDecompressSync(body).toString()))).toContain('"id":299');
      }
    } finally {
      await new Promise((done) => listener.close(done));
    }
  });
});
