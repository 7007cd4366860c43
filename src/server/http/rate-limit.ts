/**
 * Fixed-window counters in memory, per instance: enough to keep one client from flooding sign-in or captcha
 * (each instance of a scaled-out deployment allows its own share). The lock-out after failed passwords is the
 * durable, shared limit (blade_login_attempt); this one bounds the work a single source can cause.
 */
export interface RateLimits {
  /** Sign-in attempts (every grant type) per client IP and minute. */
  signInPerIp: number;
  /** Password sign-in attempts per tenant + account and minute, from any IP. */
  signInPerAccount: number;
  /** Captcha images per client IP and minute. */
  captchaPerIp: number;
}

// Per IP generous enough for an office behind one NAT address signing in at nine; per account tight, since no
// person signs in twenty times a minute.
export const DEFAULT_RATE_LIMITS: RateLimits = { signInPerIp: 300, signInPerAccount: 20, captchaPerIp: 600 };

const WINDOW_MS = 60_000;
const MAX_KEYS = 50_000;

export function createRateLimiter(limit: number, clock: () => Date) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  /** Counts one hit for the key; false when the key is over its limit in the current window. */
  return function take(key: string): boolean {
    const now = clock().getTime();
    if (windows.size >= MAX_KEYS) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      // Still full: many live sources at once; start over rather than grow without bound.
      if (windows.size >= MAX_KEYS) windows.clear();
    }
    const current = windows.get(key);
    if (!current || current.resetAt <= now) {
      windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Per-key budget of count and size within a rolling window (uploads per user and hour): one caller cannot fill
 * the disk, however many small or large files it sends.
 */
export function createQuota(limits: { count: number; bytes: number; windowMs: number }, clock: () => Date) {
  const used = new Map<string, { count: number; bytes: number; resetAt: number }>();
  /** Books one item of `bytes` for the key; false (and nothing booked) when it would pass the budget. */
  return function book(key: string, bytes: number): boolean {
    const now = clock().getTime();
    if (used.size >= MAX_KEYS) for (const [k, u] of used) if (u.resetAt <= now) used.delete(k);
    let current = used.get(key);
    if (!current || current.resetAt <= now) {
      current = { count: 0, bytes: 0, resetAt: now + limits.windowMs };
      used.set(key, current);
    }
    if (current.count + 1 > limits.count || current.bytes + bytes > limits.bytes) return false;
    current.count += 1;
    current.bytes += bytes;
    return true;
  };
}
