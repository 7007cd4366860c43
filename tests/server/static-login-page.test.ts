import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../../src/lib/session-cookie.ts';
import { serveClient } from '../../src/server/static.node.ts';

// /login as the server sends it: the build's login.html (the form drawn at build time) to a visitor without a
// session, the app's index.html to one with a session, and never login.html under its own name.

const INDEX = '<!doctype html><div id="root"></div>';
const LOGIN = '<!doctype html><div id="root" data-prerendered="zh"><form></form></div>';
let dist: string;
let server: Hono;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-login-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'login.html'), LOGIN);
  writeFileSync(join(dist, 'login.html.br'), brotliCompressSync(LOGIN));
  server = new Hono();
  expect(serveClient(server, dist)).toBe(true);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => server.request(path, { headers });

describe('/login', () => {
  it('sends the drawn form to a visitor without a session, compressed, varying by cookie', async () => {
    const plain = await get('/login');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(LOGIN);
    expect(plain.headers.get('Vary')).toMatch(/Cookie/);
    expect(plain.headers.get('Cache-Control')).toBe('no-cache');

    const compressed = await get('/login?redirect=%2Fwel%2Findex', {
      'Accept-Encoding': 'br',
      Cookie: 'other=1; saber-access-token=',
    });
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    expect(compressed.headers.get('Vary')).toMatch(/Accept-Encoding/);
  });

  it('sends the app to a visitor with a session', async () => {
    const response = await get('/login', { Cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=abc.def` });
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('Vary')).toMatch(/Cookie/);
  });

  it('keeps every other route on the app page, and login.html is not a URL', async () => {
    expect(await (await get('/wel/index')).text()).toBe(INDEX);
    expect(await (await get('/login.html')).text()).toBe(INDEX);
    expect(await (await get('/login/x')).text()).toBe(INDEX);
  });
});
