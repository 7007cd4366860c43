import { clearLock, LOCK_KEY, LOCK_PASSWORD_KEY, readRecord, writeRecord } from './session';

/**
 * The screen lock (SPEC §2, §4): the user first chooses a lock password; locking sets the session-storage
 * flag the route guard obeys (every route goes to /lock), and unlocking needs that password, or signing in
 * again (which clears the lock). The password never leaves the browser; only its md5 hash is kept.
 */

const RETURN_KEY = 'saber-lockReturn';

async function hash(password: string): Promise<string> {
  const { md5 } = await import('js-md5');
  return md5(password);
}

/** Locks the screen; `returnTo` is where unlocking goes back to. */
export async function lockScreen(password: string, returnTo?: string): Promise<void> {
  // As Saber keeps them: the flag the route guard reads (isLocked) and the password, in session storage.
  writeRecord(LOCK_PASSWORD_KEY, await hash(password), 'session');
  writeRecord(LOCK_KEY, true, 'session');
  try {
    if (returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//')) {
      window.sessionStorage.setItem(RETURN_KEY, returnTo);
    } else {
      window.sessionStorage.removeItem(RETURN_KEY);
    }
  } catch {
    // storage unavailable: unlocking goes home
  }
}

/** Unlocks when `password` is the lock password; returns whether it was. */
export async function unlockScreen(password: string): Promise<boolean> {
  const stored = readRecord<string>(LOCK_PASSWORD_KEY, 'session')?.content;
  if (!stored || (await hash(password)) !== stored) return false;
  clearLock();
  return true;
}

/** Where to go after unlocking (and forgets it). */
export function takeLockReturn(fallback: string): string {
  try {
    const path = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return path && path !== '/lock' ? path : fallback;
  } catch {
    return fallback;
  }
}
