import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible, test } from './harness.ts';
import { extraServer, signInAt } from './shell-support.ts';

/** The client refreshes once a token is TOKEN_TIME (3000 s) old, checking every 10 s (SPEC §4, §9). */
const TOKEN_TIME_MS = 3000 * 1000;

const accessToken = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'saber-access-token')?.value ?? '';

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

test(
  'the 10 s token-age check refreshes an expiring token: the user stays signed in on the same page',
  async (t) => {
    const { page } = t;
    // A server whose access tokens live 6 s; the browser's clock is then moved past TOKEN_TIME.
    const base = await extraServer({ TOKEN_TTL_SECONDS: '6' });
    await page.clock.install();
    await signInAt(page, base);
    await page.goto(`${base}/info/index`);
    await expectVisible(page.getByLabel('昵称'), 'the personal info page');
    const first = await accessToken(page);
    assert.ok(first, 'signed in');

    // Let the first token expire for real: the server refuses it from then on.
    await until('the server refuses the first token', async () => {
      const answer = await fetch(`${base}/api/blade-user/info`, {
        headers: { 'Blade-Auth': `bearer ${first}` },
      });
      return answer.status === 401;
    });

    const refreshed = page.waitForResponse(
      (response) =>
        response.url().includes('/blade-auth/oauth/token') &&
        new URL(response.url()).searchParams.get('grant_type') === 'refresh_token',
    );
    await page.clock.fastForward(TOKEN_TIME_MS + 10_000);
    const answer = (await (await refreshed).json()) as { access_token?: string };
    assert.ok(answer.access_token, 'the refresh grant answered a new token');
    await until(
      'the new token is stored',
      async () => (await accessToken(page)) === answer.access_token,
      10_000,
    );
    assert.notEqual(await accessToken(page), first);

    // The page keeps working with the new token: a save goes through, and nobody was sent to /login.
    const saved = page.waitForResponse((response) => response.url().endsWith('/blade-user/update-info'));
    await page.getByRole('button', { name: '保存' }).click();
    assert.equal(((await (await saved).json()) as { code: number }).code, 200);
    await expectVisible(page.getByText('更新成功'), 'the saved toast');
    await expectPath(page, '/info/index');
  },
  { timeoutMs: 90_000 },
);
