/**
 * Sign-in page as a browser gets it: starts the built server (`npm run serve`) on a temporary data directory,
 * opens /login in Chromium `runs` times, each in a fresh browser context (cold cache, no cookies), and prints
 * the JavaScript bytes as fetched (transfer size, after Content-Encoding), the request count and the time until
 * the sign-in form is visible; unthrottled and with a slow-mobile profile. Prints figures, asserts nothing.
 *
 *   npm run build && tsx bench/login-browser.ts [--runs 7] [--base-url http://127.0.0.1:8080]
 *
 * --base-url measures a server you started yourself instead (loopback only). CHROMIUM_PATH overrides the browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness.ts';

const root = resolve(import.meta.dirname, '..');

interface Profile {
  name: string;
  /** CDP Network.emulateNetworkConditions; undefined: unthrottled. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate: number;
}

const PROFILES: Profile[] = [
  { name: 'unthrottled', cpuRate: 1 },
  {
    // The slow-mobile profile of the issue: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4.
    name: 'slow mobile (150 ms RTT, 1.6 Mbit/s, CPU x4)',
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuRate: 4,
  },
];

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(argValue('--runs') ?? 7);
const givenBaseUrl = argValue('--base-url');
if (givenBaseUrl && !/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(givenBaseUrl)) {
  throw new Error('--base-url must be a loopback address');
}

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/login`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms`);
}

/** `npm run serve` on a fresh data directory; the process group is stopped at the end. */
async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-login-'));
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ms = await waitUntilUp(baseUrl, child);
    console.log(`server (npm run serve, empty data directory) answered after ${ms.toFixed(0)} ms`);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

interface Sample {
  jsBytes: number;
  jsRequests: number;
  allBytes: number;
  requests: number;
  formVisibleMs: number;
}

/** One cold load of /login: a fresh context has an empty HTTP cache. */
async function loadOnce(browser: Browser, baseUrl: string, profile: Profile): Promise<Sample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The moment the form's submit button is laid out, in the page's own clock (0 = navigation start).
    // Checked every frame (a style change can reveal it without a DOM mutation), so within one frame of paint.
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await page.addInitScript(`(() => {
      const check = () => {
        // getBoundingClientRect, not offsetParent: the sign-in card may sit in a fixed-position container.
        const button = document.querySelector('form button[type="submit"]');
        if (button && button.getBoundingClientRect().width > 0) window.__formVisibleAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });

    const types = new Map<string, string>();
    let jsBytes = 0;
    let jsRequests = 0;
    let allBytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      requests++;
      allBytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') {
        jsRequests++;
        jsBytes += event.encodedDataLength;
      }
    });

    await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: 120_000 });
    // Nothing of Playwright's runs in the page while the app boots: a locator would inject Playwright's own
    // script and poll the DOM on the same throttled main thread (in traces under CPU x4: 0.1–0.4 s of compiling
    // and querying while the app booted, work a visitor's browser never does). The page's own clock says when
    // the form showed; the bench asks only once the network is quiet (the form's captcha request is in), then
    // waits for that moment if the page is still busy (a timer every 100 ms).
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const formVisibleMs = Number(
      await page.evaluate(`new Promise((resolve) => {
        const deadline = Date.now() + 120000;
        const read = () => window.__formVisibleAt !== undefined || Date.now() > deadline
          ? resolve(window.__formVisibleAt ?? NaN) : setTimeout(read, 100);
        read();
      })`),
    );
    if (Number.isNaN(formVisibleMs)) throw new Error('the sign-in form did not show within 120 s');
    // Everything the page asks for on its own (captcha, tenant info, late chunks) is in before counting.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    return { jsBytes, jsRequests, allBytes, requests, formVisibleMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const kb = (bytes: number) => bytes / 1000;

const server = givenBaseUrl
  ? { baseUrl: givenBaseUrl.replace(/\/$/, ''), stop: () => {} }
  : await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await loadOnce(browser, server.baseUrl, PROFILES[0]!); // warm-up: the server's first answers, not counted
  for (const profile of PROFILES) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await loadOnce(browser, server.baseUrl, profile));
    const js = samples.map((s) => kb(s.jsBytes));
    const visible = samples.map((s) => s.formVisibleMs);
    console.log(`\n/login, ${profile.name}, n=${runs}, cold cache`);
    console.log(
      `  JS as fetched     ${median(js).toFixed(1)} kB in ${median(samples.map((s) => s.jsRequests))} requests` +
        ` (range ${range(js, 1)} kB)`,
    );
    console.log(
      `  all as fetched    ${median(samples.map((s) => kb(s.allBytes))).toFixed(1)} kB in ` +
        `${median(samples.map((s) => s.requests))} requests`,
    );
    console.log(`  form visible      median ${median(visible).toFixed(0)} ms (range ${range(visible)} ms)`);
  }
} finally {
  await browser.close();
  server.stop();
}
