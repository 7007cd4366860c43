import { useSyncExternalStore } from 'react';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The signed-in session, stored where a BladeX Saber client stores it so both clients can share a browser:
 * the tokens in cookies (read by the route guard and the http layer), and Saber-style records
 * `{dataType, content, type, datetime}` in web storage. The `saber-token` record's datetime is what the
 * token refresher measures the token age against.
 */

import { ACCESS_TOKEN_COOKIE } from './session-cookie';

export { ACCESS_TOKEN_COOKIE };
export const REFRESH_TOKEN_COOKIE = 'saber-refresh-token';
export const DEFAULT_TENANT_ID = '000000';
export const REDIRECT_KEY = 'redirect';

const KEY_PREFIX = 'saber-';
const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refreshToken';
const USER_INFO_KEY = 'userInfo';
const TENANT_ID_KEY = 'tenantId';
export const LOCK_KEY = 'isLock';
export const LOCK_PASSWORD_KEY = 'lockPasswd';

export interface StoredRecord<T> {
  dataType: string;
  content: T;
  type: 'local' | 'session';
  /** Epoch milliseconds of the write. */
  datetime: number;
}

/** What the token endpoint answered: Saber keeps the whole answer as the user info. */
export type SessionUser = Partial<TokenResult>;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

let clock: () => number = () => Date.now();

/** Lets tests pin the time written into records. */
export function setSessionClock(next: () => number): void {
  clock = next;
}

function storageFor(type: StoredRecord<unknown>['type']): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  return type === 'session' ? window.sessionStorage : window.localStorage;
}

export function writeRecord<T>(name: string, content: T, type: StoredRecord<T>['type'] = 'local'): void {
  const record: StoredRecord<T> = { dataType: typeof content, content, type, datetime: clock() };
  storageFor(type)?.setItem(KEY_PREFIX + name, JSON.stringify(record));
}

export function readRecord<T>(
  name: string,
  type: StoredRecord<T>['type'] = 'local',
): StoredRecord<T> | undefined {
  const raw = storageFor(type)?.getItem(KEY_PREFIX + name);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as StoredRecord<T> | null;
    return parsed && typeof parsed === 'object' && 'content' in parsed ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function removeRecord(name: string, type: StoredRecord<unknown>['type'] = 'local'): void {
  storageFor(type)?.removeItem(KEY_PREFIX + name);
}

// Subscribers re-render (useSessionUser) when the session changes in this tab.
const listeners = new Set<() => void>();
let userSnapshot: SessionUser | undefined;
let userSnapshotLoaded = false;

function notify(): void {
  userSnapshotLoaded = false;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The access token from its cookie; the route guard and the http layer rely on this one. */
export function getToken(): string | undefined {
  return readCookie(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return readCookie(REFRESH_TOKEN_COOKIE) || readRecord<string>(REFRESH_TOKEN_KEY)?.content || undefined;
}

/** The stored token record, whose datetime dates the token. */
export function getTokenRecord(): StoredRecord<string> | undefined {
  return readRecord<string>(TOKEN_KEY);
}

/** Seconds since the access token was stored; Infinity when there is no record to date it. */
export function getTokenAgeSeconds(now: number = clock()): number {
  const record = getTokenRecord();
  if (!record || typeof record.datetime !== 'number') return Number.POSITIVE_INFINITY;
  return (now - record.datetime) / 1000;
}

export function setTokens({ accessToken, refreshToken }: TokenPair): void {
  writeCookie(ACCESS_TOKEN_COOKIE, accessToken);
  writeCookie(REFRESH_TOKEN_COOKIE, refreshToken);
  writeRecord(TOKEN_KEY, accessToken);
  writeRecord(REFRESH_TOKEN_KEY, refreshToken);
  notify();
}

export function getUserInfo(): SessionUser | undefined {
  if (!userSnapshotLoaded) {
    const content = readRecord<SessionUser>(USER_INFO_KEY)?.content;
    userSnapshot = content && typeof content === 'object' ? content : undefined;
    userSnapshotLoaded = true;
  }
  return userSnapshot;
}

export function setUserInfo(user: SessionUser): void {
  writeRecord(USER_INFO_KEY, user);
  notify();
}

/** The name to show for the signed-in user. */
export function displayName(user: SessionUser | undefined): string {
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return pick(user?.nick_name) ?? pick(user?.real_name) ?? pick(user?.user_name) ?? pick(user?.account) ?? '';
}

export function getTenantId(): string {
  return readRecord<string>(TENANT_ID_KEY)?.content || DEFAULT_TENANT_ID;
}

export function setTenantId(tenantId: string): void {
  writeRecord(TENANT_ID_KEY, tenantId);
}

/** Stores everything a successful token answer carries (sign-in). */
export function startSession(result: TokenResult): void {
  setTokens({ accessToken: result.access_token, refreshToken: result.refresh_token });
  if (result.tenant_id) setTenantId(result.tenant_id);
  setUserInfo(result);
  clearLock();
}

/** Forgets the signed-in user (logout, 401, or a token cookie whose stored record is gone). */
export function clearSession(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  removeRecord(TOKEN_KEY);
  removeRecord(REFRESH_TOKEN_KEY);
  removeRecord(USER_INFO_KEY);
  clearLock();
  notify();
}

export function isLocked(): boolean {
  return Boolean(readRecord<boolean>(LOCK_KEY, 'session')?.content);
}

export function clearLock(): void {
  removeRecord(LOCK_KEY, 'session');
  removeRecord(LOCK_PASSWORD_KEY, 'session');
}

/** Only same-origin paths are kept, so a crafted link cannot send the user elsewhere after sign-in. */
function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function saveRedirect(url: string): void {
  if (isLocalPath(url) && !url.startsWith('/login')) window.sessionStorage.setItem(REDIRECT_KEY, url);
}

/** Returns the URL stored before sign-in and forgets it. */
export function takeRedirect(): string | undefined {
  const url = window.sessionStorage.getItem(REDIRECT_KEY) ?? undefined;
  window.sessionStorage.removeItem(REDIRECT_KEY);
  return url && isLocalPath(url) ? url : undefined;
}

export function useSessionUser(): SessionUser | undefined {
  return useSyncExternalStore(subscribeSession, getUserInfo, () => undefined);
}

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => Boolean(getToken()),
    () => false,
  );
}
