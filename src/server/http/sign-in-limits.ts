import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { failure } from './envelope.ts';
import { message } from './messages.ts';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit.ts';

/** The per-IP and per-account limits on sign-in and captcha (see rate-limit.ts). */
export function createSignInLimits(limits: RateLimits | false | undefined, clock: () => Date) {
  const config = limits === false ? undefined : (limits ?? DEFAULT_RATE_LIMITS);
  const perIp = config && createRateLimiter(config.signInPerIp, clock);
  const perAccount = config && createRateLimiter(config.signInPerAccount, clock);
  const captchaPerIp = config && createRateLimiter(config.captchaPerIp, clock);

  /**
   * Middleware: refuses with 429 when this IP asked too often ('' = unknown IP, not limited). The token
   * endpoints answer OAuth style (error_code, error_description) like their every other refusal; the captcha
   * ones with the envelope (common.yaml TooManyRequests / OAuthTooManyRequests).
   */
  const byIp =
    (
      take: ((key: string) => boolean) | undefined,
      ipOf: (c: Context) => string,
      shape: 'oauth' | 'envelope',
    ): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const ip = ipOf(c);
      if (take && ip && !take(ip)) {
        const text = message(c.get('lang'), 'tooManyRequests');
        if (shape === 'oauth') return c.json({ error_code: 429, error_description: text }, 429);
        return failure(c, 429, text);
      }
      await next();
    };

  return {
    signInByIp: (ipOf: (c: Context) => string) => byIp(perIp, ipOf, 'oauth'),
    captchaByIp: (ipOf: (c: Context) => string) => byIp(captchaPerIp, ipOf, 'envelope'),
    /** false when this account was tried too often in the last minute, from wherever. */
    accountAllowed: (tenantId: string, account: string) =>
      !perAccount || perAccount(`${tenantId}\n${account}`),
  };
}
