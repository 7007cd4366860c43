import { createToken } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { ApiError } from '@/api/http';
import { getRefreshToken, getTenantId, getToken, getTokenAgeSeconds, setTokens } from './session';

/**
 * Keeps the session alive the way Saber does: on a timer, not on a 401. Every TOKEN_CHECK_INTERVAL_MS the age of
 * the stored token is compared with TOKEN_TIME (seconds); once reached, the refresh grant is called and the new
 * pair stored (which also re-dates the token record).
 */

/** Seconds after which the access token is refreshed (SPEC §9). */
export const TOKEN_TIME = 3000;
/** How often the token age is checked (SPEC §4, §9). */
export const TOKEN_CHECK_INTERVAL_MS = 10_000;

let inFlight: Promise<TokenResult> | undefined;

/**
 * Exchanges the refresh token for a new pair. Single flight: while one refresh runs, every caller gets the same
 * promise, because the server rotates refresh tokens and a second concurrent call would present a spent one.
 */
export function refreshSession(): Promise<TokenResult> {
  if (inFlight) return inFlight;
  const refresh_token = getRefreshToken();
  if (!refresh_token) return Promise.reject(new Error('No refresh token to refresh the session with'));
  const tenantId = getTenantId();
  inFlight = createToken(
    { grant_type: 'refresh_token', refresh_token, tenantId, scope: 'all' },
    { headers: { 'Tenant-Id': tenantId } },
  )
    .then((result) => {
      setTokens({ accessToken: result.access_token, refreshToken: result.refresh_token });
      return result;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export interface TokenRefreshOptions {
  /** Seconds of token age that trigger a refresh; TOKEN_TIME unless a test shortens it. */
  tokenTime?: number;
  intervalMs?: number;
  now?: () => number;
}

/** Starts the periodic check; returns the function that stops it. */
export function startTokenRefresh({
  tokenTime = TOKEN_TIME,
  intervalMs = TOKEN_CHECK_INTERVAL_MS,
  now = () => Date.now(),
}: TokenRefreshOptions = {}): () => void {
  const timer = setInterval(() => {
    if (!getToken() || getTokenAgeSeconds(now()) < tokenTime) return;
    refreshSession().catch((error: unknown) => {
      // The server refused the refresh token: retrying every tick would only repeat the error toast. The
      // session then ends at the next 401 (or at logout). Transport failures are retried at the next tick.
      if (error instanceof ApiError) clearInterval(timer);
    });
  }, intervalMs);
  return () => clearInterval(timer);
}
