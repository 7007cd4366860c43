// The QA demo build (npm run build:demo → dist-demo/), served as plain static files: the real server app runs in
// the page on PGlite in IndexedDB behind MSW. Each test has a fresh browser profile, so a fresh demo database.
// The runner opens these files against a static server with no fallback (like `python3 -m http.server`): only
// `/` serves the app, whose routes live in the hash (`/#/wel/index`). The captcha answer comes from the in-page
// server's test hook, switched on for the tab by `?captcha-test-hook=on`.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  captchaImageSrc,
  expectNewCaptcha,
  expectSuccessToast,
  expectToast,
  expectVisible,
  loginLocators,
  nextTokenResponse,
  test,
  type TestContext,
} from './harness.ts';

const BOOT_TIMEOUT_MS = 90_000;
const APPROVAL_ROLES = [
  '材料员',
  '项目经理',
  '总监',
  '区域经理',
  '经理',
  '采购主管',
  '采购员',
  '库管员',
  '财务',
];

interface Marks {
  [name: string]: number;
}

/** The demo boot's performance marks (ms since navigation): demo:database, demo:migrations, ... demo:ready. */
async function bootMarks(page: Page): Promise<Marks> {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('demo:'))
        .map((mark) => [mark.name.slice(5), Math.round(mark.startTime)]),
    ),
  );
}

/** The app's route: the path in the URL's hash (hash history of the demo build). */
const routeOf = (url: string) => new URL(new URL(url).hash.slice(1) || '/', 'http://route').pathname;

/** Waits until the app shows `path` (its hash route), on the document `/`. */
async function expectRoute(page: Page, path: string, timeoutMs = 30_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === '/' && routeOf(url.href) === path, {
      timeout: timeoutMs,
      waitUntil: 'commit',
    });
  } catch {
    throw new Error(`expected the demo at /#${path}, but it is at ${page.url()}`);
  }
}

/** Signs in on the demo's login route (the harness's signIn opens /login, which a plain static host lacks). */
async function signIn(t: TestContext, page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  if (routeOf(page.url()) !== '/login') await page.goto('/#/login');
  await t.fillSignInForm(page, { account, password });
  await loginLocators(page).submit.click();
  try {
    await page.waitForURL((url) => routeOf(url.href) !== '/login', { waitUntil: 'commit' });
  } catch {
    throw new Error(`sign-in as ${account} stayed on the login route`);
  }
}

/** Signs out through the user menu; the app stays on `/` and shows its login route. */
async function signOut(page: Page): Promise<void> {
  const userMenu = page.getByRole('button', { name: /^用户菜单/ });
  await expectVisible(userMenu, 'the user menu', DEMO_LIST_MS);
  await userMenu.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(确定|确认)$/ })
    .click();
  await expectRoute(page, '/login');
  await expectVisible(loginLocators(page).captchaImage, 'the login form after signing out');
}

const DEMO_PASSWORD = 'demo1234';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Calls the in-page server like the app does (client credential, the session's token). */
async function callApi(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const cookie = document.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('saber-access-token='));
      const token = cookie ? decodeURIComponent(cookie.slice('saber-access-token='.length)) : '';
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Blade-Auth': `bearer ${token}`,
          'Tenant-Id': '000000',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Uploads a 1×1 PNG through put-file (as the avatar field does); returns the stored file's link. */
async function uploadPng(page: Page): Promise<string> {
  const link = await page.evaluate(async (base64) => {
    const cookie = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('saber-access-token='));
    const token = cookie ? decodeURIComponent(cookie.slice('saber-access-token='.length)) : '';
    const form = new FormData();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    form.append('file', new File([bytes], 'pixel.png', { type: 'image/png' }));
    const response = await fetch('/api/blade-resource/oss/endpoint/put-file', {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { data?: { link?: string } };
    return body.data?.link ?? '';
  }, PNG_1X1);
  assert.match(link, /^\/api\/blade-resource\/oss\/endpoint\/file\//, 'put-file answered a link');
  return link;
}

/** HTTP status and size of a GET of `path` from the page. */
async function fetchInPage(page: Page, path: string): Promise<{ status: number; bytes: number }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
  }, path);
}

async function profileName(page: Page): Promise<unknown> {
  const answer = await callApi(page, 'GET', '/api/blade-user/info');
  assert.equal(answer.status, 200, `GET /api/blade-user/info: ${JSON.stringify(answer.body)}`);
  return (answer.body.data as { name?: unknown } | undefined)?.name;
}

/** Waits until an input shows `value` (found again by id on every check: the form may re-render it). */
async function expectInputValue(
  input: Locator,
  value: string,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  await expectVisible(input, what, timeoutMs);
  const id = await input.getAttribute('id');
  assert.ok(id, `${what}: the field has no id`);
  try {
    await input
      .page()
      .waitForFunction(
        ([fieldId, expected]) =>
          (document.getElementById(fieldId) as HTMLInputElement | null)?.value === expected,
        [id, value] as const,
        { timeout: timeoutMs },
      );
  } catch {
    throw new Error(`expected ${what}: "${value}", but the field shows "${await input.inputValue()}"`);
  }
}

/** Opens the demo's login page and waits through the boot; returns the milliseconds to the rendered form. */
async function openDemo(t: TestContext): Promise<number> {
  const { page } = t;
  const started = Date.now();
  await page.goto('/?captcha-test-hook=on#/login', { waitUntil: 'commit' });
  await expectVisible(
    loginLocators(page).captchaImage,
    'the login form after the demo booted',
    BOOT_TIMEOUT_MS,
  );
  return Date.now() - started;
}

test(
  'the demo boots with progress, signs in with a checked captcha, keeps a change across reloads, and reset removes it',
  async (t) => {
    const { page } = t;

    // First visit: the boot screen shows its steps while the database starts, then the login page.
    const started = Date.now();
    await page.goto('/?captcha-test-hook=on#/login', { waitUntil: 'commit' });
    const boot = page.getByTestId('demo-boot');
    await expectVisible(boot, 'the demo boot screen');
    await expectVisible(boot.getByText('应用数据库迁移'), 'the boot step "applying migrations"');
    await expectVisible(loginLocators(page).captchaImage, 'the login form', BOOT_TIMEOUT_MS);
    const firstVisit = Date.now() - started;
    const firstMarks = await bootMarks(page);
    assert.equal(await boot.count(), 0, 'the boot screen is gone once the app rendered');

    await expectVisible(page.getByTestId('demo-banner').getByText('演示版'), 'the demo banner');
    const accounts = page.getByTestId('demo-accounts');
    for (const role of APPROVAL_ROLES) {
      await expectVisible(accounts.getByText(new RegExp(`^${role} ·`)), `the demo account of role ${role}`);
    }

    // The captcha is checked: a wrong one is refused.
    await t.fillSignInForm(page, { account: 'admin', password: 'admin' });
    await loginLocators(page).captcha.fill('0000');
    const shownBefore = await captchaImageSrc(page);
    const refused = nextTokenResponse(page);
    await loginLocators(page).submit.click();
    const refusal = (await (await refused).json()) as { error_description?: string; access_token?: string };
    assert.ok(refusal.error_description, 'a wrong captcha is refused with an error_description');
    assert.equal(refusal.access_token, undefined);
    await expectToast(page, 'error');
    // A used captcha is dead: sign in with the fresh one the page loads.
    await expectNewCaptcha(page, shownBefore);

    await signIn(t, page, 'admin', 'admin');
    await expectRoute(page, '/wel/index');

    // A change, made in the UI: the profile's names (blade-user/update-info).
    await page.goto('/#/info/index');
    const realName = page.getByLabel('真实姓名', { exact: true });
    await expectInputValue(realName, '管理员', 'the seeded real name on the profile screen');
    await realName.fill('演示管');
    await page.getByLabel('昵称', { exact: true }).fill('演示管理员');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, 'success');
    // And an uploaded file (the object storage is in IndexedDB too).
    const fileLink = await uploadPng(page);

    // Warm reload: the database comes back from IndexedDB, with the change.
    const reloadStarted = Date.now();
    const reloaded = await page.reload({ waitUntil: 'commit' });
    assert.equal(reloaded?.status(), 200, 'the reload of a deep link loads the app, not the host 404 page');
    await expectRoute(page, '/info/index');
    await expectInputValue(realName, '演示管', 'the changed real name after the reload', BOOT_TIMEOUT_MS);
    const warmReload = Date.now() - reloadStarted;
    const warmMarks = await bootMarks(page);
    assert.equal(await profileName(page), '演示管理员', 'the stored nickname survived the reload');
    assert.deepEqual(
      await fetchInPage(page, fileLink),
      { status: 200, bytes: 70 },
      'the upload survived the reload',
    );

    // Reset: confirm, then the reloaded page re-seeds behind its boot screen; the change is gone.
    const resetStarted = Date.now();
    await page.getByRole('button', { name: '重置演示数据' }).click();
    const dialog = page.getByRole('alertdialog');
    await expectVisible(dialog.getByText('重置演示数据？'), 'the reset confirmation');
    await dialog.getByRole('button', { name: '重置', exact: true }).click();
    await expectVisible(page.getByTestId('demo-boot').getByText('正在重置演示数据'), 'the reset boot screen');
    await expectRoute(page, '/login', BOOT_TIMEOUT_MS);
    await expectVisible(loginLocators(page).captchaImage, 'the login form after the reset', BOOT_TIMEOUT_MS);
    const reset = Date.now() - resetStarted;
    await signIn(t, page, 'admin', 'admin');
    await page.goto('/#/info/index');
    await expectInputValue(realName, '管理员', 'the seeded real name after the reset');
    assert.equal(await profileName(page), '管理员', 'the reset restored the seeded nickname');
    assert.equal((await fetchInPage(page, fileLink)).status, 404, 'the reset deleted the uploaded file');

    const step = (marks: Marks, from: string, to: string) =>
      marks[from] !== undefined && marks[to] !== undefined ? seconds(marks[to] - marks[from]) : '?';
    console.log(
      `      · demo timing: first visit ${seconds(firstVisit)} to the login screen ` +
        `(database ${step(firstMarks, 'database', 'migrations')}, migrations ${step(firstMarks, 'migrations', 'seed')}, ` +
        `seed ${step(firstMarks, 'seed', 'worker')}, in-page server ready at ${seconds(firstMarks.ready ?? NaN)}); ` +
        `warm reload ${seconds(warmReload)} to the profile screen showing the change (in-page server ready at ${seconds(warmMarks.ready ?? NaN)}); ` +
        `reset ${seconds(reset)} from the confirmation to the login screen`,
    );
  },
  { timeoutMs: 240_000 },
);

test(
  'a demo account of the approval chain signs in from the accounts panel',
  async (t) => {
    const { page } = t;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDemo(t);
    // QA sees the accounts without scrolling on a common laptop window.
    const panel = await page.getByTestId('demo-accounts').boundingBox();
    assert.ok(panel, 'the demo accounts panel is laid out');
    assert.ok(
      panel.y >= 0 && panel.y + panel.height <= 900,
      `the panel fits in 1440×900: ${JSON.stringify(panel)}`,
    );
    const form = await loginLocators(page).submit.boundingBox();
    assert.ok(form && form.y + form.height <= 900, 'the sign-in button is in view too');
    await page
      .getByTestId('demo-accounts')
      .getByRole('button', { name: /^clerk/ })
      .click();
    const filled = loginLocators(page);
    assert.equal(await filled.account.inputValue(), 'clerk', 'the panel filled in the account');
    assert.equal(await filled.password.inputValue(), 'demo1234', 'the panel filled in the demo password');
    await signIn(t, page, 'clerk');
    await expectRoute(page, '/wel/index');
    await expectVisible(
      page.getByText('陈材').filter({ visible: true }).first(),
      "the material clerk's name",
    );
    const info = await callApi(page, 'GET', '/api/blade-user/info');
    const data = info.body.data as { account?: unknown; roleName?: unknown } | undefined;
    assert.equal(data?.account, 'clerk');
    assert.match(
      String(data?.roleName),
      /材料员|material_clerk/,
      `the clerk's role: ${JSON.stringify(data)}`,
    );
  },
  { timeoutMs: 180_000 },
);

test(
  'on a static host without fallback, deep links reload in the app and sign-out stays in it',
  async (t) => {
    const { page } = t;
    await openDemo(t);
    // No rewrite rules here: a path-style deep link is the host's 404, which is why the demo routes by hash.
    const plain = await page.request.get('/wel/index');
    assert.equal(plain.status(), 404, 'the static server has no single-page fallback');

    await signIn(t, page, 'admin', 'admin');
    await page.goto('/#/system/user');
    await expectVisible(page.getByRole('table', { name: '用户管理' }), 'the user list');
    const reloaded = await page.reload({ waitUntil: 'commit' });
    assert.equal(reloaded?.status(), 200, 'the reload loads index.html');
    await expectRoute(page, '/system/user');
    await expectVisible(
      page.getByRole('table', { name: '用户管理' }),
      'the user list after the reload',
      BOOT_TIMEOUT_MS,
    );

    // A deep link opened in a new visit (a bookmark) lands on its screen too.
    const opened = await page.goto('/#/purchar/material', { waitUntil: 'commit' });
    assert.equal(opened?.status() ?? 200, 200);
    await expectVisible(
      page.getByRole('table', { name: /物料/ }).first(),
      'the material list from a deep link',
      BOOT_TIMEOUT_MS,
    );

    await signOut(page);
    assert.equal(new URL(page.url()).pathname, '/', 'signed out on the app document, not a host page');
  },
  { timeoutMs: 180_000 },
);

const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(text, { exact: true }) });

/**
 * How long a list of the demo may take to show its rows: its server and database run in the page, so a query
 * waits on the page's own CPU, which another browser lane shares on a 2-core machine.
 */
const DEMO_LIST_MS = 60_000;

test(
  'QA walks a demand bill from the clerk to the manager with the demo accounts only',
  async (t) => {
    const { page } = t;
    await openDemo(t);

    // The clerk (材料员) writes a bill for 上海项目部 with 王项目 as project manager, and submits it.
    await signIn(t, page, 'clerk');
    await page.goto('/#/purchar/needs');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expectRoute(page, '/purchar/needs/add');
    await expectVisible(page.getByText('基本信息', { exact: true }), 'the editor');
    const title = '演示钢筋需求';
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('项目部').click();
    await page.getByRole('button', { name: '展开 总公司' }).click();
    await page.getByRole('button', { name: '展开 华东区域' }).click();
    await page.getByRole('button', { name: '上海项目部', exact: true }).click();
    await page
      .getByLabel('确认项目经理')
      .locator('option', { hasText: '王项目' })
      .waitFor({ state: 'attached' });
    await page.getByLabel('确认项目经理').selectOption({ label: '王项目' });
    await page.getByRole('button', { name: '选择物料' }).click();
    const picker = page.getByRole('dialog', { name: '选择物料' });
    for (const code of ['WZ0101001', 'WZ0102001'])
      await picker.getByRole('checkbox', { name: new RegExp(`^选择 ${code} `) }).check();
    await picker.getByRole('button', { name: '添加到明细' }).click();
    const grid = page.getByRole('table', { name: '需求明细' });
    await grid.getByLabel('第 1 行 数量').fill('12.5');
    await grid.getByLabel('第 2 行 数量').fill('3');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccessToast(page, '新增成功');
    await page.waitForURL((url) => routeOf(url.href).startsWith('/purchar/needs/edit/'), {
      waitUntil: 'commit',
    });

    await page.goto('/#/purchar/needs');
    const mine = page.getByRole('table', { name: '我的需求单' });
    const myRow = rowWith(mine, title);
    await expectVisible(myRow.getByText('草稿'), 'the draft in my bills', DEMO_LIST_MS);
    await myRow.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectSuccessToast(page, '提交成功');
    await expectVisible(
      myRow.getByText('待项目经理确认'),
      'the bill waiting for its project manager',
      DEMO_LIST_MS,
    );
    await signOut(page);

    // Each approver signs in as themselves and decides from their own tab.
    for (const [account, tab, tabName, action] of [
      ['pm', 'pm', '待我确认', '确认'],
      ['director', 'director', '待总监审批', '审批通过'],
      ['area', 'areaManager', '待区域经理审批', '审批通过'],
      ['manager', 'manager', '待经理审批', '审批通过'],
    ] as const) {
      await signIn(t, page, account);
      await page.goto(`/#/purchar/needs?tab=${tab}`);
      const queue = page.getByRole('table', { name: tabName });
      const row = rowWith(queue, title);
      await expectVisible(row, `${title} in ${account}'s queue ${tabName}`, DEMO_LIST_MS);
      await row.getByRole('button', { name: action, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('同意');
      await dialog.getByRole('button', { name: action, exact: true }).click();
      await row.waitFor({ state: 'detached', timeout: DEMO_LIST_MS });
      await signOut(page);
    }

    // Back with the clerk: approved.
    await signIn(t, page, 'clerk');
    await page.goto('/#/purchar/needs');
    await expectVisible(
      rowWith(mine, title).getByText('审批通过'),
      'the approved bill in my bills',
      DEMO_LIST_MS,
    );
  },
  // Five people's sessions against a server and database that run in the page: beside another lane's browser on
  // two cores its lists took minutes, so it runs with the machine to itself.
  { timeoutMs: 300_000, alone: true },
);
