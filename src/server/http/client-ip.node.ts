import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP for rate limits and the API log. X-Forwarded-For is anyone's to write, so it counts only when
 * the operator says a proxy sits in front (TRUST_PROXY=on), and then only its last entry: the address that proxy
 * saw, not what the client claimed before it.
 */
export function nodeClientIp(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded.slice(0, 64);
    }
    try {
      return getConnInfo(c).remote.address ?? '';
    } catch {
      return '';
    }
  };
}
