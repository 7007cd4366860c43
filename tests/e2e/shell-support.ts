// Helpers of the shell's browser tests (tests/e2e/shell-*.e2e.ts): a second server with its own environment
// (short token time, the test social provider), signing in against it, and shell locators.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { captchaCode, currentCaptchaKey, expectPath, loginLocators, nextTokenResponse } from './harness.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHOTS_DIR = join(root, 'test-results', 'shell');

interface Extra {
  baseURL: string;
  child: ChildProcess;
  dataDir: string;
}

const extras = new Map<string, Promise<Extra>>();
const started: Extra[] = [];

// run.ts ends with process.exit: stop what we started then, synchronously.
process.on('exit', () => {
  for (const { child, dataDir } of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(env: Record<string, string>): Promise<Extra> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-shell-data-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(join(root, 'test-results', 'e2e'), { recursive: true });
  const logPath = join(root, 'test-results', 'e2e', `server-${port}.log`);
  const log = openSync(logPath, 'w');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CAPTCHA: 'on',
    CAPTCHA_TEST_HOOK: 'on',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: childEnv,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const extra = { baseURL, child, dataDir };
  started.push(extra);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return extra;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  const tail = existsSync(logPath) ? readFileSync(logPath, 'utf8').slice(-2000) : '';
  throw new Error(`the extra server (${JSON.stringify(env)}) did not start:\n${tail}`);
}

/** A server of its own (one per distinct environment, started once), e.g. { TOKEN_TTL_SECONDS: '8' }. */
export async function extraServer(env: Record<string, string>): Promise<string> {
  const key = JSON.stringify(env);
  let pending = extras.get(key);
  if (!pending) {
    pending = start(env);
    extras.set(key, pending);
  }
  return (await pending).baseURL;
}

/** Signs in on `baseURL` (which may be another server than the harness's). */
export async function signInAt(
  page: Page,
  baseURL: string,
  { account = 'admin', password = 'admin', tenantId = '000000' } = {},
): Promise<void> {
  await page.goto(`${baseURL}/login`);
  const form = loginLocators(page);
  const key = await currentCaptchaKey(page);
  if (await form.tenant.isVisible()) await form.tenant.fill(tenantId);
  await form.account.fill(account);
  await form.password.fill(password);
  await form.captcha.fill(await captchaCode(baseURL, key));
  const answer = nextTokenResponse(page);
  await form.submit.click();
  const body = (await (await answer).json()) as { error_description?: string };
  if (body.error_description) throw new Error(`sign-in as ${account} refused: ${body.error_description}`);
  await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' });
}

/** The shell's landmarks, by their accessible names (Chinese, the default language). */
export const shell = (page: Page) => ({
  sidebar: page.getByRole('navigation', { name: '主导航' }),
  tabs: page.getByRole('navigation', { name: '已打开的页面' }),
  tabMenu: page.getByRole('button', { name: '标签操作' }),
  userMenu: page.getByRole('button', { name: /^用户菜单/ }),
});

/** Names of the open tabs, in order. */
export async function tabNames(page: Page): Promise<string[]> {
  return (await shell(page).tabs.getByRole('link').allTextContents()).map((text) => text.trim());
}

/** Waits until the tabs are exactly `expected`. */
export async function expectTabs(page: Page, expected: string[]): Promise<void> {
  try {
    await page.waitForFunction(
      (names) => {
        const nav = document.querySelector('nav[aria-label="已打开的页面"]');
        const links = nav ? [...nav.querySelectorAll('a')].map((a) => a.textContent?.trim()) : [];
        return JSON.stringify(links) === JSON.stringify(names);
      },
      expected,
      { timeout: 20_000 },
    );
  } catch {
    throw new Error(
      `expected the tabs ${JSON.stringify(expected)}, found ${JSON.stringify(await tabNames(page))}`,
    );
  }
}

/** Opens a sidebar entry: its group first when it is closed. */
export async function openMenu(page: Page, group: string, leaf: string): Promise<void> {
  const { sidebar } = shell(page);
  const groupButton = sidebar.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  await sidebar.getByRole('link', { name: leaf, exact: true }).click();
}

export { expectPath };

const CLIENT = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** A token for `account` by the API (captcha through the test hook), for test set-up. */
export async function apiToken(baseURL: string, account = 'admin', password = 'admin'): Promise<string> {
  const { md5 } = await import('js-md5');
  const captcha = (await (await fetch(`${baseURL}/api/blade-auth/oauth/captcha`)).json()) as { key: string };
  const code = await captchaCode(baseURL, captcha.key);
  const query = new URLSearchParams({
    grant_type: 'captcha',
    tenantId: '000000',
    username: account,
    password: md5(password),
    scope: 'all',
    type: 'account',
  });
  const answer = await fetch(`${baseURL}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: {
      Authorization: CLIENT,
      'Tenant-Id': '000000',
      'Captcha-Key': captcha.key,
      'Captcha-Code': code,
    },
  });
  const body = (await answer.json()) as { access_token?: string; error_description?: string };
  if (!body.access_token) throw new Error(`API sign-in as ${account} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Creates a user of tenant 000000 through blade-user/submit (as admin); returns its account. */
export async function createUser(baseURL: string, account: string, password: string): Promise<string> {
  const token = await apiToken(baseURL);
  const answer = await fetch(`${baseURL}/api/blade-user/submit`, {
    method: 'POST',
    headers: { Authorization: CLIENT, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, password, realName: 'E2E', name: account }),
  });
  const body = (await answer.json()) as { code?: number; msg?: string };
  if (body.code !== 200)
    throw new Error(`creating user ${account} failed: HTTP ${answer.status} ${JSON.stringify(body)}`);
  return account;
}
