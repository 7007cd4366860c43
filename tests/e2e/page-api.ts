// Calls the API from inside a signed-in page, with its token and client credential (as the client does), for the
// setup and checks a browser test makes beside what it drives on screen. One helper for every e2e file.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export interface Answer<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** The whole answer, whatever its code. */
export async function pageApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as Answer<T>;
    },
    { method, path, body },
  ) as Promise<Answer<T>>;
}

/** The data of an answer that must succeed. */
export async function pageOk<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await pageApi<T>(page, method, path, body);
  assert.ok(answer.success, `${method} ${path}: ${answer.msg}`);
  return answer.data;
}
