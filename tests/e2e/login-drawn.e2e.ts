import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentCaptchaKey, expectPath, expectVisible, loginLocators, test } from './harness.ts';

/**
 * The server sends /login with the sign-in form already drawn (login.html, drawn at build time), so the form
 * shows before the JavaScript has arrived. These walks hold the JavaScript back to see that page on its own, then
 * let it through and check that the app took over the drawn elements instead of drawing them again.
 */

/** Holds every script of the build until `release()`; the HTML and the stylesheet come through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isLive = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));

test('the form shows before the scripts run; what was typed meanwhile is kept and signs in', async (t) => {
  const { page } = t;
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const form = loginLocators(page);

  await expectVisible(form.submit, 'the drawn sign-in button, before any script ran');
  assert.equal(await page.locator('#root').getAttribute('data-prerendered'), 'zh', 'drawn in Chinese');
  assert.equal(await page.title(), '登录 - 采购管理系统', 'the tab names the page before any script ran');
  // The browser moves focus to an `autofocus` field at its next rendering step, which can come after the button is
  // already visible; so wait for it (failing after 5 s) instead of reading it once.
  await page
    .waitForFunction(() => document.activeElement?.id === 'login-username', undefined, { timeout: 5_000 })
    .catch(async () => {
      assert.fail(
        `the account field has focus (focus is on "${await page.evaluate(() => document.activeElement?.id ?? '')}")`,
      );
    });

  // Typed before the page is live; Enter must not send the form by itself (the password would go in the address).
  await form.account.fill('admin');
  await form.password.fill('admin');
  await form.password.press('Enter');
  assert.equal(new URL(page.url()).search, '', 'no native submit into the address');
  await page.evaluate(() => {
    (window as unknown as { drawnAccount: Element | null }).drawnAccount =
      document.getElementById('login-username');
  });

  release();
  await isLive(page);
  assert.ok(
    await page.evaluate(
      () =>
        (window as unknown as { drawnAccount: Element | null }).drawnAccount ===
        document.getElementById('login-username'),
    ),
    'the app took over the drawn account field instead of drawing a new one',
  );
  assert.equal(await form.account.inputValue(), 'admin', 'the account typed before is still there');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'login-password', 'focus stayed put');

  // Only the captcha is filled now: account and password come from what was typed before the page was live.
  const code = await t.captchaCode(await currentCaptchaKey(page));
  await form.captcha.fill(code);
  await form.submit.click();
  await expectPath(page, '/wel/index');
});

test('a visitor who chose English gets the English drawing, taken over in English', async (t) => {
  const { page } = t;
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const form = loginLocators(page);

  await expectVisible(page.getByRole('heading', { name: 'Sign in to your account' }), 'the English form');
  assert.equal(await page.locator('#root').getAttribute('data-prerendered'), 'en');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.title(), 'Sign in - Purchasing System');
  await page.evaluate(() => {
    (window as unknown as { drawnButton: Element | null }).drawnButton = document.querySelector(
      'form button[type="submit"]',
    );
  });

  release();
  await isLive(page);
  assert.ok(
    await page.evaluate(
      () =>
        (window as unknown as { drawnButton: Element | null }).drawnButton ===
        document.querySelector('form button[type="submit"]'),
    ),
    'the app took over the drawn English form (a mismatch would have drawn it again)',
  );
  await expectVisible(form.captchaImage, 'the captcha image, fetched by the live page');
});

test('a signed-in visitor opening /login gets the app, not the drawn form', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await expectPath(page, '/wel/index');
  const response = await page.request.get('/login');
  assert.ok(!(await response.text()).includes('data-prerendered'), 'with a session, /login is the app page');
});
