// A small end-to-end harness on playwright-core (no @playwright/test).
//
// A test file (`tests/e2e/<name>.e2e.ts`) registers tests with `test(name, fn)`. Each test gets a fresh browser
// context (Debian's Chromium: cookies, storage, IndexedDB and cache of its own), a page in it, the server's base URL
// and helpers. run.ts starts
// the server, imports the files and runs the tests one after another.
//
// Rules: wait on conditions (URLs, locators, responses), never on time. Assert what a user would notice.
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Default per-test limit; a test can pass its own. */
export const DEFAULT_TEST_TIMEOUT_MS = 60_000;
const ACTION_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------------------------
// Registry

export interface Credentials {
  /** Defaults to the seeded tenant 000000. */
  tenantId?: string;
  account: string;
  password: string;
}

export interface TestContext {
  /** A fresh page in a fresh browser profile; relative URLs resolve against baseURL (`page.goto('/')`). */
  page: Page;
  /** e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** Another, fully isolated browser profile (a second user signed in at the same time). */
  newSession(): Promise<Page>;
  /** Opens /login if needed, fills the form (captcha via the test hook), submits, waits to leave /login. */
  signIn(page: Page, credentials?: Partial<Credentials>): Promise<void>;
  /** Fills the login form on the current /login page without submitting. Returns the captcha key used. */
  fillSignInForm(page: Page, credentials?: Partial<Credentials>): Promise<{ captchaKey: string }>;
  /** The text of captcha `key`, from the server's test hook (CAPTCHA_TEST_HOOK=on). */
  captchaCode(key: string): Promise<string>;
}

/**
 * Where the captcha test hook answers: `server` asks the server over HTTP; `page` asks from inside the test's
 * page (the demo build, whose server runs in the page behind MSW: opened with `?captcha-test-hook=on`).
 */
export type CaptchaSource = 'server' | 'page';

export type TestFn = (t: TestContext) => Promise<void>;

export interface RegisteredTest {
  file: string;
  name: string;
  fn: TestFn;
  timeoutMs: number;
  /** Prints a timing figure: run.ts runs it alone, after the others, so no other test's load is in the figure. */
  measures: boolean;
  /**
   * Needs the machine to itself (the demo's walks, whose server and database run in the page): run.ts runs it
   * after the lanes, before the figures, one at a time.
   */
  alone: boolean;
}

const registry: RegisteredTest[] = [];
let currentFile = '(unknown file)';

/** Registers a test of the file being imported. */
export function test(
  name: string,
  fn: TestFn,
  options: { timeoutMs?: number; measures?: boolean; alone?: boolean } = {},
): void {
  if (registry.some((t) => t.file === currentFile && t.name === name)) {
    throw new Error(`duplicate test name in ${currentFile}: ${name}`);
  }
  registry.push({
    file: currentFile,
    name,
    fn,
    timeoutMs: options.timeoutMs ?? DEFAULT_TEST_TIMEOUT_MS,
    measures: options.measures ?? false,
    alone: options.alone ?? false,
  });
}

/** Used by run.ts: imports one test file and returns the tests it registered. */
export async function loadTestFile(file: string, importPath: string): Promise<RegisteredTest[]> {
  currentFile = file;
  const before = registry.length;
  try {
    await import(importPath);
  } finally {
    currentFile = '(unknown file)';
  }
  return registry.slice(before);
}

// ---------------------------------------------------------------------------------------------------------------
// Assertions that wait on conditions

/** Waits until the page's path is `path` (query and hash ignored). */
export async function expectPath(page: Page, path: string, timeoutMs = NAVIGATION_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout: timeoutMs, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the page to be at ${path}, but it is at ${page.url()}`);
  }
}

/** Waits until `locator` is visible. */
export async function expectVisible(locator: Locator, what?: string, timeoutMs?: number): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch (error) {
    throw new Error(`expected ${what ?? String(locator)} to be visible: ${firstLine(error)}`, {
      cause: error,
    });
  }
}

/** Success toasts (sonner) saying `text`. */
export const successToasts = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: text });

/**
 * Waits for a success toast saying `text`: the newest, as an earlier one saying the same may still be on screen
 * (a locator matching both fails Playwright's strict mode). To wait for the toast of a save repeated within a
 * toast's life, count `successToasts` before it and wait for `.nth(count)`.
 */
export const expectSuccessToast = (page: Page, text: string) =>
  expectVisible(successToasts(page, text).last(), `the success toast ${text}`);

/** Waits for a toast (sonner) of the given type and returns its text. */
export async function expectToast(page: Page, type: 'error' | 'success' | 'any' = 'any'): Promise<string> {
  const selector = type === 'any' ? '[data-sonner-toast]' : `[data-sonner-toast][data-type="${type}"]`;
  const toast = page.locator(selector).last();
  await expectVisible(toast, `a ${type === 'any' ? '' : type + ' '}toast`);
  return ((await toast.textContent()) ?? '').trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in helpers

const field = (page: Page, ...names: string[]): Locator =>
  page.getByLabel(new RegExp(`^[\\s*:：]*(${names.join('|')})[\\s*:：]*$`, 'i'));

export const loginLocators = (page: Page) => ({
  tenant: field(page, '租户编号', 'Tenant ID', 'Tenant'),
  account: field(page, '账号', 'Account', 'Username'),
  password: field(page, '密码', 'Password'),
  captcha: field(page, '验证码', 'Captcha', 'Verification code'),
  captchaImage: page.getByAltText(/^(验证码图片|captcha image|captcha)$/i),
  submit: page.getByRole('button', { name: /^\s*(登\s*录|log\s*in|sign\s*in)\s*$/i }),
});

const isCaptchaResponse = (response: Response): boolean =>
  response.request().method() === 'GET' &&
  new URL(response.url()).pathname.endsWith('/blade-auth/oauth/captcha');

interface CaptchaSeen {
  key: string;
  image: string;
}

// Every captcha answer a page receives, in order; listened for from the page's creation, so none is missed.
const captchasByPage = new WeakMap<Page, Promise<CaptchaSeen | null>[]>();

function trackCaptchas(page: Page): void {
  const seen: Promise<CaptchaSeen | null>[] = [];
  captchasByPage.set(page, seen);
  page.on('response', (response) => {
    if (!isCaptchaResponse(response)) return;
    seen.push(
      response.json().then(
        (body: { key?: unknown; image?: unknown }) =>
          typeof body?.key === 'string' ? { key: body.key, image: String(body.image ?? '') } : null,
        () => null,
      ),
    );
  });
}

const dataPayload = (uri: string) => uri.replace(/^data:[^,]*,/, '');

/** The current src of the login page's captcha image (waits until it has one). */
export async function captchaImageSrc(page: Page): Promise<string> {
  const image = loginLocators(page).captchaImage;
  await expectVisible(image, 'the captcha image (alt 验证码图片)');
  const handle = await image.elementHandle();
  await page.waitForFunction((el) => !!el?.getAttribute('src'), handle);
  return (await image.getAttribute('src')) ?? '';
}

/** Waits until the captcha image shows something other than `previousSrc`; returns the new src. */
export async function expectNewCaptcha(page: Page, previousSrc: string): Promise<string> {
  const image = loginLocators(page).captchaImage;
  const handle = await image.elementHandle();
  try {
    await page.waitForFunction(
      ([el, old]) => !!el?.getAttribute('src') && el.getAttribute('src') !== old,
      [handle, previousSrc] as const,
      { timeout: ACTION_TIMEOUT_MS },
    );
  } catch {
    throw new Error('expected a fresh captcha image, but its src did not change');
  }
  return (await image.getAttribute('src')) ?? '';
}

/** The key of the captcha the login page is showing now, matched by image against the captcha answers seen. */
export async function currentCaptchaKey(page: Page): Promise<string> {
  const src = await captchaImageSrc(page);
  const seen = captchasByPage.get(page);
  if (!seen)
    throw new Error('this page was not opened through the harness, so its captcha answers are not tracked');
  const find = async () => {
    const all = (await Promise.all(seen)).filter((c): c is CaptchaSeen => c !== null);
    const match = all.find((c) => c.image && dataPayload(c.image) === dataPayload(src));
    return { match, all };
  };
  let { match, all } = await find();
  if (!match) {
    // The page may have rendered the image before its response event reached us: wait for that event.
    await page.waitForResponse(isCaptchaResponse, { timeout: 5_000 }).catch(() => undefined);
    ({ match, all } = await find());
  }
  const chosen = match ?? all.at(-1);
  if (!chosen) {
    throw new Error(
      'the login page shows a captcha image, but no GET …/blade-auth/oauth/captcha answer with a key was seen',
    );
  }
  return chosen.key;
}

export async function captchaCode(baseURL: string, key: string): Promise<string> {
  const url = `${baseURL}/api/blade-auth/oauth/captcha/test-hook?key=${encodeURIComponent(key)}`;
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(
      `captcha test hook answered HTTP ${response.status} (is the server running with CAPTCHA_TEST_HOOK=on?)`,
    );
  }
  const body = (await response.json()) as { code?: unknown; data?: { code?: unknown } };
  const code = typeof body.code === 'string' ? body.code : body.data?.code;
  if (typeof code !== 'string' || !code) {
    throw new Error(`captcha test hook gave no code for key ${key}: ${JSON.stringify(body)}`);
  }
  return code;
}

/** The captcha text from the hook of the server running inside `page` (the demo build). */
export async function captchaCodeInPage(page: Page, key: string): Promise<string> {
  const answer = await page.evaluate(async (captchaKey) => {
    const response = await fetch(
      `/api/blade-auth/oauth/captcha/test-hook?key=${encodeURIComponent(captchaKey)}`,
    );
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }, key);
  const body = answer.body as { code?: unknown } | null;
  if (answer.status !== 200 || typeof body?.code !== 'string' || !body.code) {
    throw new Error(
      `the in-page captcha test hook answered HTTP ${answer.status} ${JSON.stringify(answer.body)} ` +
        '(was the demo opened with ?captcha-test-hook=on?)',
    );
  }
  return body.code;
}

type CaptchaLookup = (page: Page, key: string) => Promise<string>;

function withDefaults(credentials: Partial<Credentials> = {}): Required<Credentials> {
  return { tenantId: '000000', account: 'admin', password: 'admin', ...credentials };
}

async function fillSignInForm(
  page: Page,
  lookup: CaptchaLookup,
  credentials?: Partial<Credentials>,
): Promise<{ captchaKey: string }> {
  const { tenantId, account, password } = withDefaults(credentials);
  const form = loginLocators(page);
  const captchaKey = await currentCaptchaKey(page);
  const code = await lookup(page, captchaKey);
  // The tenant field only exists in tenant mode.
  if (await form.tenant.isVisible()) await form.tenant.fill(tenantId);
  await form.account.fill(account);
  await form.password.fill(password);
  await form.captcha.fill(code);
  return { captchaKey };
}

const isTokenResponse = (response: Response): boolean =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname.endsWith('/blade-auth/oauth/token');

async function signIn(page: Page, lookup: CaptchaLookup, credentials?: Partial<Credentials>): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await fillSignInForm(page, lookup, credentials);
  const tokenCall = page.waitForResponse(isTokenResponse, { timeout: NAVIGATION_TIMEOUT_MS });
  tokenCall.catch(() => undefined);
  await loginLocators(page).submit.click();
  let response: Response;
  try {
    response = await tokenCall;
  } catch {
    throw new Error('clicking 登录 sent no POST …/blade-auth/oauth/token (is the form valid?)');
  }
  // The body may be gone if the page navigated away at once; then only the URL tells.
  const body = (await response.json().catch(() => null)) as { error_description?: unknown } | null;
  if (!response.ok() || (body && body.error_description)) {
    const account = withDefaults(credentials).account;
    const reason = body?.error_description ? String(body.error_description) : '';
    throw new Error(`sign-in as ${account} was refused: HTTP ${response.status()} ${reason}`.trim());
  }
  try {
    await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
  } catch {
    throw new Error('the token call succeeded, but the page stayed on /login');
  }
}

/** The POST …/blade-auth/oauth/token answer the next submit will get (start waiting before clicking). */
export function nextTokenResponse(page: Page): Promise<Response> {
  return page.waitForResponse(isTokenResponse, { timeout: NAVIGATION_TIMEOUT_MS });
}

// ---------------------------------------------------------------------------------------------------------------
// Running one test

export interface TestResult {
  ok: boolean;
  ms: number;
  error?: unknown;
  screenshots: string[];
  diagnostics: string[];
}

/**
 * One Chromium for the whole run, launched on first use: every session is a context of it, as isolated as a fresh
 * profile (cookies, storage, IndexedDB, cache) but without starting a browser process per sign-in, which cost
 * seconds each on a 2-core machine. A browser that has gone (crashed) is launched again.
 */
let browser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const running = browser && (await browser.catch(() => undefined));
  if (running?.isConnected()) return running;
  browser = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  browser.catch(() => (browser = undefined));
  return browser;
}

/** Closes the shared browser (the runner calls it once every test has run). */
export async function closeBrowser(): Promise<void> {
  const running = browser && (await browser.catch(() => undefined));
  browser = undefined;
  await running?.close();
}

export async function runTest(
  entry: RegisteredTest,
  options: { baseURL: string; artifactsDir: string; artifactName: string; captchaSource?: CaptchaSource },
): Promise<TestResult> {
  const started = Date.now();
  const sessions: BrowserContext[] = [];
  const diagnostics: string[] = [];
  const screenshots: string[] = [];

  const watch = (page: Page) => {
    trackCaptchas(page);
    page.on('pageerror', (error) => diagnostics.push(`page error: ${firstLine(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') diagnostics.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
        diagnostics.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
  };

  const newSession = async (): Promise<Page> => {
    let context: BrowserContext;
    try {
      context = await (
        await sharedBrowser()
      ).newContext({
        baseURL: options.baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1440, height: 900 },
      });
    } catch (error) {
      throw new Error(`could not launch Chromium (${CHROMIUM_PATH}): ${firstLine(error)}`, { cause: error });
    }
    sessions.push(context);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    context.on('page', (page) => {
      if (!captchasByPage.has(page)) watch(page);
    });
    const page = context.pages()[0] ?? (await context.newPage());
    if (!captchasByPage.has(page)) watch(page);
    return page;
  };

  let error: unknown;
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await newSession();
    const lookup: CaptchaLookup =
      options.captchaSource === 'page'
        ? captchaCodeInPage
        : (_page, key) => captchaCode(options.baseURL, key);
    const t: TestContext = {
      page,
      baseURL: options.baseURL,
      newSession,
      signIn: (p, credentials) => signIn(p, lookup, credentials),
      fillSignInForm: (p, credentials) => fillSignInForm(p, lookup, credentials),
      captchaCode: (key) => lookup(page, key),
    };
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`test timed out after ${entry.timeoutMs / 1000} s`)),
        entry.timeoutMs,
      );
    });
    await Promise.race([entry.fn(t), timedOut]);
  } catch (caught) {
    error = caught;
    mkdirSync(options.artifactsDir, { recursive: true });
    let n = 0;
    for (const context of sessions) {
      for (const page of context.pages()) {
        const path = join(options.artifactsDir, `${options.artifactName}${n ? `-${n}` : ''}.png`);
        n++;
        try {
          await page.screenshot({ path, fullPage: true, timeout: 5_000 });
          screenshots.push(path);
        } catch {
          // A crashed or closed page has nothing to show.
        }
      }
    }
  } finally {
    clearTimeout(timer);
    for (const context of sessions) await context.close().catch(() => undefined);
  }
  return { ok: error === undefined, ms: Date.now() - started, error, screenshots, diagnostics };
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
