// Figures for the shell (printed, and checked against DESIGN §9's budget): gzipped JavaScript of the sign-in
// route and of the shell, and the time from the sign-in click to the home page painted (median of 5).
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { expectPath, loginLocators, test } from './harness.ts';

/** DESIGN §9: the login route loads at most 150 KB of gzipped JavaScript. */
const LOGIN_BUDGET_BYTES = 150 * 1000;

function collectScripts(page: Page): { bodies: Map<string, Promise<Buffer>>; stop: () => void } {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (
      response.request().resourceType() === 'script' &&
      url.pathname.endsWith('.js') &&
      !bodies.has(url.pathname)
    ) {
      bodies.set(url.pathname, response.body());
    }
  };
  page.on('response', onResponse);
  return { bodies, stop: () => page.off('response', onResponse) };
}

async function gzipTotal(bodies: Map<string, Promise<Buffer>>): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
  return { bytes, files: bodies.size };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB (${(bytes / 1024).toFixed(1)} KiB)`;

test('figures: JavaScript of the sign-in route and of the shell', async (t) => {
  const { page } = t;
  const loginScripts = collectScripts(page);
  await page.goto('/login');
  await loginLocators(page).captchaImage.waitFor();
  await page.waitForLoadState('networkidle');
  loginScripts.stop();
  const login = await gzipTotal(loginScripts.bodies);

  const shellScripts = collectScripts(page);
  await t.signIn(page);
  await page.getByRole('heading', { name: /您好/ }).waitFor();
  await page.waitForLoadState('networkidle');
  shellScripts.stop();
  const shell = await gzipTotal(shellScripts.bodies);

  console.log(
    `      login route JS: ${kb(login.bytes)} gzip in ${login.files} files (budget ${kb(LOGIN_BUDGET_BYTES)})`,
  );
  console.log(`      shell JS (loaded on sign-in): ${kb(shell.bytes)} gzip in ${shell.files} files`);
  // A figure, not a gate (performance is reported, never asserted in tests); over budget is called out.
  if (login.bytes > LOGIN_BUDGET_BYTES)
    console.log(`      OVER BUDGET by ${kb(login.bytes - LOGIN_BUDGET_BYTES)}`);
  assert.ok(login.files > 0 && shell.files > 0, 'scripts were measured');
});

test(
  'sign-in click → home painted (median of 5 fresh browsers)',
  async (t) => {
    const timings: number[] = [];
    for (let run = 0; run < 5; run++) {
      const session = await t.newSession();
      await session.goto('/login');
      await t.fillSignInForm(session);
      await session.evaluate(
        `document.addEventListener('click', function () { window.__clickAt = window.__clickAt || performance.now(); }, { capture: true })`,
      );
      await loginLocators(session).submit.click();
      await expectPath(session, '/wel/index');
      // A string, so the bundler's helpers (tsx names functions) do not leak into the page.
      const ms = (await session.evaluate(`new Promise((done) => {
      const check = function () {
        const painted = [...document.querySelectorAll('h1')].some((h) => (h.textContent || '').includes('您好'));
        if (!painted) return requestAnimationFrame(check);
        // The frame after the one that holds the heading: by then it has been painted.
        requestAnimationFrame(function () { setTimeout(function () { done(performance.now() - window.__clickAt); }, 0); });
      };
      check();
    })`)) as number;
      timings.push(ms);
      await session.context().close();
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `      sign-in click → home painted: ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms`,
    );
  },
  { measures: true },
);
