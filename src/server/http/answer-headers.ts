import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler has already made (middleware after `next()`). Hono's `c.header` there
 * makes the answer again around its body, which on Node turns the adapter's cached answer into a fetch Response
 * streamed out piece by piece: under load, more CPU than the rest of a small JSON answer's way out. The answer's
 * own headers are changed instead, unless they are immutable (an answer passed through from fetch), where the
 * copy `c.header` makes is needed.
 */
export function setAnswerHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
