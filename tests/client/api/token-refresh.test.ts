import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { configureHttp } from '@/api/http';
import { getTokenAgeSeconds, getTokenRecord, setTenantId, setTokens } from '@/lib/session';
import { refreshSession, startTokenRefresh, TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME } from '@/lib/token-refresh';
import { server } from '../msw-server';
import { cookieValue } from '../render-app';

interface RefreshCall {
  query: URLSearchParams;
  tenantHeader: string | null;
}

let calls: RefreshCall[] = [];
let release: () => void = () => {};

/** Answers the refresh grant with a numbered pair; `gated` holds the answer until release() is called. */
function serveRefresh({ gated = false } = {}) {
  calls = [];
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    mswHttp.post('*/blade-auth/oauth/token', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('grant_type') !== 'refresh_token')
        return HttpResponse.json({ error_description: 'wrong grant' });
      calls.push({ query, tenantHeader: request.headers.get('Tenant-Id') });
      const n = calls.length;
      if (gated) await gate;
      return HttpResponse.json(
        getCreateTokenResponseMock({ access_token: `access-${n + 1}`, refresh_token: `refresh-${n + 1}` }),
      );
    }),
  );
}

beforeEach(() => {
  configureHttp({
    showError: () => {},
    onUnauthorized: () => {},
    getToken: () => cookieValue('saber-access-token'),
  });
  setTenantId('000000');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('token refresh timer', () => {
  it('uses the SPEC constants', () => {
    expect(TOKEN_TIME).toBe(3000);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(10_000);
  });

  it('refreshes once the token is TOKEN_TIME seconds old, and not before', async () => {
    // Only the interval and the clock are faked: MSW and fetch keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const start = new Date('2026-03-01T08:00:00Z').getTime();
    vi.setSystemTime(start);
    serveRefresh();
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const stop = startTokenRefresh();

    vi.advanceTimersByTime((TOKEN_TIME - 10) * 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);

    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    await vi.waitUntil(() => cookieValue('saber-access-token') === 'access-2', {
      interval: 5,
      timeout: 2000,
    });
    stop();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('refresh_token')).toBe('refresh-1');
    expect(calls[0]?.query.get('tenantId')).toBe('000000');
    expect(calls[0]?.query.get('scope')).toBe('all');
    expect(calls[0]?.tenantHeader).toBe('000000');
    expect(cookieValue('saber-refresh-token')).toBe('refresh-2');
    // The new pair re-dates the token record, so the next refresh is TOKEN_TIME away again.
    expect(getTokenRecord()?.content).toBe('access-2');
    expect(getTokenRecord()?.datetime).toBeGreaterThanOrEqual(start + TOKEN_TIME * 1000);
    expect(getTokenAgeSeconds(Date.now())).toBeLessThan(1);
  });

  it('honours a shorter configured token time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serveRefresh();
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const stop = startTokenRefresh({ tokenTime: 20 });

    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);

    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    await vi.waitUntil(() => calls.length === 1, { interval: 5, timeout: 2000 });
    stop();
  });

  it('does nothing without a token, and stops when asked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serveRefresh();
    const stop = startTokenRefresh({ tokenTime: 0 });
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS * 3);
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    stop();
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS * 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});

describe('single flight', () => {
  it('shares one refresh between concurrent callers', async () => {
    serveRefresh({ gated: true });
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    const first = refreshSession();
    const second = refreshSession();
    const third = refreshSession();
    expect(second).toBe(first);
    expect(third).toBe(first);

    await vi.waitUntil(() => calls.length === 1, { interval: 5, timeout: 2000 });
    release();
    const results = await Promise.all([first, second, third]);
    expect(results.map((result) => result.access_token)).toEqual(['access-2', 'access-2', 'access-2']);
    expect(calls).toHaveLength(1);
    expect(cookieValue('saber-access-token')).toBe('access-2');
  });

  it('starts a new refresh, with the rotated token, once the previous one settled', async () => {
    serveRefresh();
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await refreshSession();
    await refreshSession();
    expect(calls.map((call) => call.query.get('refresh_token'))).toEqual(['refresh-1', 'refresh-2']);
  });

  it('lets the timer and a manual call share the same request', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serveRefresh({ gated: true });
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const stop = startTokenRefresh({ tokenTime: 0 });
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    const manual = refreshSession();
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS * 2);
    await vi.waitUntil(() => calls.length >= 1, { interval: 5, timeout: 2000 });
    release();
    await manual;
    stop();
    expect(calls).toHaveLength(1);
  });
});
