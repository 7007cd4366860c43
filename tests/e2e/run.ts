// End-to-end runner: starts the real server on a free port with a fresh data directory, then runs every
// tests/e2e/*.e2e.ts file in Debian's Chromium. Prints one closing line `e2e: N passed, N failed`.
// Files run in two lanes on a machine with two cores or more, each lane with a server and database of its own
// (E2E_LANES=1 runs them one after another); tests registered with `alone: true` (heavy walks) and then those
// with `measures: true` (figures) run last, one at a time.
//
//   npm run test:e2e                  build the client, then run everything
//   tsx tests/e2e/run.ts login        only files whose name contains "login" (needs a built dist/)
//   tsx tests/e2e/run.ts -g captcha   only tests whose name contains "captcha"
//   E2E_BASE_URL=http://127.0.0.1:8080 tsx tests/e2e/run.ts
//                                     against a server you started yourself (it needs CAPTCHA_TEST_HOOK=on)
//   E2E_DATABASE_URL=postgres://…     the spawned server on PostgreSQL instead of a fresh embedded database
//   E2E_SERVER_ENTRY=path             another server entry: the compiled dist-server/main.js by default (what
//                                     `npm start` runs; `npm run test:e2e` builds it), or a .ts entry run with tsx
//
// Files named demo*.e2e.ts test the static demo build instead of the server: the runner first builds it into
// dist-demo/ and audits it (tests/build/bundle-checks.ts: no Node-only module in it; and dist/ holds no mock
// code), then serves the folder with a plain static file server and runs those files against it. The audits
// count as tests.
//   E2E_DEMO_BASE_URL=http://host     the demo files against a demo you host yourself (no build, no audit)
//
// Screenshots of failed tests and the server's log go to test-results/e2e/.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  buildAndCheckDemo,
  checkProductionBundle,
  checkSignInBudget,
  type CheckResult,
} from '../build/bundle-checks.ts';
import { CHROMIUM_PATH, closeBrowser, firstLine, loadTestFile, runTest } from './harness.ts';
import type { CaptchaSource, RegisteredTest } from './harness.ts';
import { serveStatic } from './static-server.ts';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(e2eDir, '../..');
const artifactsDir = join(root, 'test-results', 'e2e');
const serverLogPath = (lane: number) =>
  join(artifactsDir, lane === 0 ? 'server.log' : `server-${lane + 1}.log`);
const SERVER_START_TIMEOUT_MS = 120_000;
const serverEntry = process.env.E2E_SERVER_ENTRY || 'dist-server/main.js';

let passed = 0;
let failed = 0;
const cleanups: (() => Promise<void> | void)[] = [];

function usage(): never {
  console.log('usage: tsx tests/e2e/run.ts [file-filter ...] [-g|--grep test-name-filter]');
  process.exit(2);
}

function parseArgs(argv: string[]) {
  const fileFilters: string[] = [];
  let grep: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-g' || arg === '--grep') {
      grep = argv[++i];
      if (grep === undefined) usage();
    } else if (arg === '-h' || arg === '--help') usage();
    else fileFilters.push(arg.replace(/^tests\/e2e\//, '').replace(/\.e2e\.ts$/, ''));
  }
  return { fileFilters, grep };
}

function fail(message: string): void {
  failed++;
  console.log(`✗ ${message}`);
}

function finish(): never {
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

async function cleanup(): Promise<void> {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error(`cleanup: ${firstLine(error)}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`e2e: ${signal}, stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function tail(path: string, lines = 40): string {
  if (!existsSync(path)) return '(no server log)';
  const all = readFileSync(path, 'utf8').trimEnd().split('\n');
  return all.slice(-lines).join('\n');
}

/** Resolves when the process group has gone (or after `ms`); SIGKILLs what is left. */
async function stopGroup(child: ChildProcess, ms = 10_000): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((done) => (timer = setTimeout(done, ms)))]);
  clearTimeout(timer);
  // tsx (a .ts entry) runs the server in a child node process of the same group: make sure nothing is left.
  if (alive()) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function startServer(lane: number): Promise<string> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error(
      'dist/index.html is missing: build the client first (`npm run test:e2e` runs `vite build`)',
    );
  }
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const compiled = serverEntry.endsWith('.js');
  if (!compiled && !existsSync(tsx))
    throw new Error('node_modules/.bin/tsx is missing: run `npm install` first');
  if (!existsSync(resolve(root, serverEntry))) {
    throw new Error(
      `${serverEntry} does not exist${compiled ? ': build the server first (`npm run build:server`)' : ''}`,
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA: 'on',
    CAPTCHA_TEST_HOOK: 'on',
  };
  // The embedded database in a fresh directory, unless E2E_DATABASE_URL asks for a PostgreSQL server.
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  const logPath = serverLogPath(lane);
  const log = openSync(logPath, 'w');
  const child = spawn(compiled ? process.execPath : tsx, [serverEntry], {
    cwd: root,
    env,
    detached: true, // own process group, so the whole tree can be stopped
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  cleanups.push(() => stopGroup(child));

  let exit: string | undefined;
  const exited = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`;
      done();
    });
    child.once('error', (error) => {
      exit = `spawn error: ${error.message}`;
      done();
    });
  });

  const started = Date.now();
  let last = 'no answer yet';
  while (Date.now() - started < SERVER_START_TIMEOUT_MS) {
    if (exit) {
      throw new Error(
        `the server exited (${exit}) before /api/health answered. Its log (${logPath}):\n${tail(logPath)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        console.log(
          `server ready on ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logPath})`,
        );
        return baseURL;
      }
      last = `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      last = cause?.code ?? firstLine(error);
    }
    // Poll the health condition; wakes at once if the process exits.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((done) => (timer = setTimeout(done, 100)))]);
    clearTimeout(timer);
  }
  throw new Error(
    `the server did not answer GET /api/health within ${SERVER_START_TIMEOUT_MS / 1000} s (last: ${last}). ` +
      `Its log (${logPath}):\n${tail(logPath)}`,
  );
}

/**
 * The base URLs of the servers the lanes use: the one at E2E_BASE_URL, or `count` fresh ones started side by side.
 * A server that fails to start is reported; the lanes run on those that did.
 */
async function startServers(count: number, testCount: number): Promise<string[]> {
  const given = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (given) {
    const health = await fetch(`${given}/api/health`).then(
      (response) => `HTTP ${response.status}`,
      (error: unknown) => firstLine(error),
    );
    if (health === 'HTTP 200') return [given];
    fail(`E2E_BASE_URL=${given}: GET /api/health answered ${health}. ${testCount} test(s) not run`);
    return [];
  }
  const started = await Promise.allSettled(Array.from({ length: count }, (_, lane) => startServer(lane)));
  const urls: string[] = [];
  for (const result of started) {
    if (result.status === 'fulfilled') urls.push(result.value);
    else fail(`server: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
  }
  if (urls.length === 0) console.log(`  ${testCount} test(s) not run`);
  return urls;
}

/**
 * Where console.log goes while a file runs in a lane: into that file's block of output, so that lanes running side
 * by side do not interleave their lines (a test's own figures included).
 */
const fileOutput = new AsyncLocalStorage<(line: string) => void>();
const consoleLog = console.log.bind(console);
console.log = (...args: unknown[]) => {
  const print = fileOutput.getStore();
  if (print) print(args.map((arg) => (typeof arg === 'string' ? arg : String(arg))).join(' '));
  else consoleLog(...args);
};

/** Demo files run against the static demo build, every other file against the server. */
const isDemoFile = (file: string) => basename(file).startsWith('demo');

function reportCheck(result: CheckResult): boolean {
  const ok = result.problems.length === 0;
  if (ok) passed++;
  else failed++;
  console.log(`  ${ok ? '✓' : '✗'} ${result.name}`);
  for (const line of result.problems) console.log(`      ${line}`);
  for (const line of result.info) console.log(`      · ${line}`);
  return ok;
}

/** Builds and audits the demo, then serves it; returns its base URL, or undefined when it cannot run. */
async function startDemo(): Promise<string | undefined> {
  const hosted = process.env.E2E_DEMO_BASE_URL?.replace(/\/+$/, '');
  if (hosted) return hosted;
  console.log('\nbuild');
  const started = Date.now();
  const demo = await buildAndCheckDemo(join(root, 'dist-demo'));
  demo.info.push(`built and audited in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const built = reportCheck(demo);
  if (existsSync(join(root, 'dist', 'index.html'))) {
    reportCheck(checkProductionBundle(join(root, 'dist')));
    reportCheck(checkSignInBudget(join(root, 'dist')));
  }
  if (!built || !existsSync(join(root, 'dist-demo', 'index.html'))) return undefined;
  const server = await serveStatic(join(root, 'dist-demo'));
  cleanups.push(() => server.close());
  console.log(`demo build served on ${server.baseURL} (static files from dist-demo/)`);
  return server.baseURL;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'test';

async function main(): Promise<void> {
  const { fileFilters, grep } = parseArgs(process.argv.slice(2));
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  // The shared browser, closed once everything else has stopped (cleanups run last-in first-out).
  cleanups.push(closeBrowser);

  const files = readdirSync(e2eDir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort();
  const selected = fileFilters.length
    ? files.filter((name) => fileFilters.some((filter) => basename(name, '.e2e.ts').includes(filter)))
    : files;
  if (selected.length === 0) {
    fail(
      fileFilters.length
        ? `no test file in tests/e2e matches ${fileFilters.join(', ')} (files: ${files.join(', ') || 'none'})`
        : 'no tests/e2e/*.e2e.ts files',
    );
    return;
  }

  const tests: RegisteredTest[] = [];
  for (const file of selected) {
    try {
      tests.push(...(await loadTestFile(file, pathToFileURL(join(e2eDir, file)).href)));
    } catch (error) {
      fail(
        `${file}: could not be loaded: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
  const toRun = grep ? tests.filter((t) => t.name.toLowerCase().includes(grep.toLowerCase())) : tests;
  if (toRun.length === 0) {
    fail(grep ? `no test name contains "${grep}"` : 'the selected files register no tests');
    return;
  }

  if (!existsSync(CHROMIUM_PATH)) {
    fail(
      `Chromium is not installed at ${CHROMIUM_PATH}: install Debian's package (apt-get install chromium; .ci/run does), ` +
        `or point CHROMIUM_PATH at one. ${toRun.length} test(s) not run.`,
    );
    return;
  }

  const serverTests = toRun.filter((entry) => !isDemoFile(entry.file));
  const demoTests = toRun.filter((entry) => isDemoFile(entry.file));
  // One lane per core (at most two): each lane has a server and a database of its own, so files in different lanes
  // share nothing but the machine. A server you started yourself (E2E_BASE_URL) is one lane.
  const laneCount = process.env.E2E_BASE_URL
    ? 1
    : Math.max(1, Number(process.env.E2E_LANES) || Math.min(2, availableParallelism()));

  // The servers start while the demo builds: both take a while, and neither waits on the other.
  const serverURLs =
    serverTests.length > 0 ? startServers(laneCount, serverTests.length) : Promise.resolve([]);
  let demoURL: string | undefined;
  if (demoTests.length > 0) {
    try {
      demoURL = await startDemo();
    } catch (error) {
      fail(`demo: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    if (!demoURL) fail(`the demo build is not usable: ${demoTests.length} demo test(s) not run`);
  }
  const servers = await serverURLs;

  // Work is handed out a file at a time (a file's tests run in order, in one lane, as they may build on each
  // other); the longest files first, judged by their time limits, so the lanes finish close together. Tests that
  // print timing figures run last, one at a time, with the machine otherwise idle.
  type Target = { baseURL: string; captchaSource: CaptchaSource };
  const items: { file: string; target: 'server' | 'demo'; tests: RegisteredTest[] }[] = [];
  for (const entry of toRun.filter((t) => !t.measures && !t.alone)) {
    const target = isDemoFile(entry.file) ? 'demo' : 'server';
    if (target === 'server' ? servers.length === 0 : !demoURL) continue;
    const item = items.find((i) => i.file === entry.file);
    if (item) item.tests.push(entry);
    else items.push({ file: entry.file, target, tests: [entry] });
  }
  const weight = (item: (typeof items)[number]) => item.tests.reduce((sum, t) => sum + t.timeoutMs, 0);
  items.sort((a, b) => weight(b) - weight(a) || a.file.localeCompare(b.file));

  const targetOf = (lane: number, kind: 'server' | 'demo'): Target =>
    kind === 'demo'
      ? { baseURL: demoURL!, captchaSource: 'page' }
      : { baseURL: servers[lane % servers.length]!, captchaSource: 'server' };

  const runOne = async (entry: RegisteredTest, target: Target, print: (line: string) => void) => {
    const index = toRun.indexOf(entry);
    const result = await runTest(entry, {
      ...target,
      artifactsDir,
      artifactName: `${basename(entry.file, '.e2e.ts')}-${index + 1}-${slug(entry.name)}`,
    });
    const seconds = `${(result.ms / 1000).toFixed(1)} s`;
    if (result.ok) {
      passed++;
      print(`  ✓ ${entry.name} (${seconds})`);
      return;
    }
    failed++;
    print(`  ✗ ${entry.name} (${seconds})`);
    const error = result.error;
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    print(text.replace(/^/gm, '      '));
    for (const line of result.diagnostics.slice(-15)) print(`      · ${line}`);
    for (const shot of result.screenshots) print(`      screenshot: ${shot}`);
  };

  const lanes = Math.min(laneCount, Math.max(1, items.length));
  if (lanes > 1)
    console.log(`\n${items.length} files in ${lanes} lanes, each with its own server and database`);
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let item = items.shift(); item; item = items.shift()) {
        // A file's lines, its tests' own console output included, are printed together when it ends.
        const lines: string[] = [`\n${item.file}${lanes > 1 ? ` (lane ${lane + 1})` : ''}`];
        const print = (line: string) => lines.push(line);
        const target = targetOf(lane, item.target);
        await fileOutput.run(print, async () => {
          for (const entry of item.tests) await runOne(entry, target, print);
        });
        console.log(lines.join('\n'));
      }
    }),
  );

  const runnable = (t: RegisteredTest) => (isDemoFile(t.file) ? demoURL : servers.length > 0);
  const solo = toRun.filter((t) => t.alone && !t.measures && runnable(t));
  if (solo.length > 0) console.log('\nwalks that need the machine to themselves (each test alone)');
  for (const entry of solo) {
    console.log(`\n${entry.file}`);
    await runOne(entry, targetOf(0, isDemoFile(entry.file) ? 'demo' : 'server'), (line) => console.log(line));
  }

  const measuring = toRun.filter((t) => t.measures && runnable(t));
  if (measuring.length > 0) console.log('\nfigures (each test alone)');
  for (const entry of measuring) {
    console.log(`\n${entry.file}`);
    await runOne(entry, targetOf(0, isDemoFile(entry.file) ? 'demo' : 'server'), (line) => console.log(line));
  }
  if (failed > 0 && !process.env.E2E_BASE_URL) console.log(`\nserver logs: ${artifactsDir}/server*.log`);
}

try {
  await main();
} catch (error) {
  fail(`runner: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanup();
}
finish();
