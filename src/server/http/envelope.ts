import type { Context } from 'hono';
import { message } from './messages.ts';

/** The BladeX envelope: {code, success, data, msg}; success means code 200. */
export function ok<T>(c: Context, data: T, msg?: string) {
  return c.json({ code: 200, success: true, data, msg: msg ?? message(c.get('lang'), 'ok') }, 200);
}

export function done(c: Context) {
  return c.json({ code: 200, success: true, data: null, msg: message(c.get('lang'), 'ok') }, 200);
}

export type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 429 | 431 | 500;

export function failure(c: Context, status: FailureStatus, msg: string) {
  return c.json({ code: status, success: false, data: null, msg }, status);
}
