import type { Context } from 'hono';
import { message } from './messages.ts';

/**
 * A JSON answer's text as the host sends it: compressed for the client when that is worth it, with its encoding;
 * undefined leaves the answer to the host's own handling. Set per request by a Node host (static.node.ts
 * compressApi); absent where the app runs in the browser (the demo), which has nothing to compress.
 */
export type JsonEncoder = (text: string) => { body: Uint8Array; encoding?: 'br' | 'gzip' } | undefined;

/**
 * The answer of a JSON value. With the host's encoder the text is compressed as it is made: compressing after
 * the fact makes Node's adapter build a fetch Response and stream its body back out, which under load cost a
 * list request more than its compression did.
 */
function json(c: Context, value: unknown, status: 200) {
  const encode = c.get('encodeJson') as JsonEncoder | undefined;
  const encoded = encode?.(JSON.stringify(value));
  if (!encoded) return c.json(value, status);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(encoded.body.byteLength),
  };
  if (encoded.encoding) headers['Content-Encoding'] = encoded.encoding;
  return c.body(encoded.body as Uint8Array<ArrayBuffer>, status, headers);
}

/** The BladeX envelope: {code, success, data, msg}; success means code 200. */
export function ok<T>(c: Context, data: T, msg?: string) {
  return json(c, { code: 200, success: true, data, msg: msg ?? message(c.get('lang'), 'ok') }, 200);
}

export function done(c: Context) {
  return c.json({ code: 200, success: true, data: null, msg: message(c.get('lang'), 'ok') }, 200);
}

export type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 429 | 431 | 500;

export function failure(c: Context, status: FailureStatus, msg: string) {
  return c.json({ code: status, success: false, data: null, msg }, status);
}
