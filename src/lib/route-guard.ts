import { redirect, type ParsedLocation, type StaticDataRouteOption } from '@tanstack/react-router';
import { LOCK_PATH, LOGIN_PATH } from './paths';
import { clearSession, getToken, getTokenRecord, isLocked, saveRedirect } from './session';

export { HOME_PATH, LOCK_PATH, LOGIN_PATH } from './paths';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** false = reachable without signing in (SPEC §2: login, editPassword, lock, error pages). */
    isAuth?: boolean;
  }
}

interface GuardInput {
  location: Pick<ParsedLocation, 'pathname' | 'href'>;
  matches: ReadonlyArray<{ staticData?: StaticDataRouteOption }>;
}

/**
 * SPEC §2 navigation rules, run by the root route before every navigation:
 * - no token cookie: only routes with isAuth false are reachable; anything else stores the URL (session
 *   storage `redirect`, followed after sign-in) and goes to /login;
 * - a token cookie whose stored token record is empty: log out and go to /login;
 * - while the screen is locked (session storage `isLock`), every route goes to /lock;
 * - with a token, /login goes to /.
 */
export function guardNavigation({ location, matches }: GuardInput): void {
  const { pathname } = location;
  const token = getToken();
  if (token && !getTokenRecord()?.content) {
    clearSession();
    if (pathname !== LOGIN_PATH) throw redirect({ to: LOGIN_PATH });
    return;
  }
  if (isLocked() && pathname !== LOCK_PATH) throw redirect({ to: LOCK_PATH });
  if (token) {
    if (pathname === LOGIN_PATH) throw redirect({ to: '/' });
    return;
  }
  if (matches.some((match) => match.staticData?.isAuth === false)) return;
  saveRedirect(location.href);
  throw redirect({ to: LOGIN_PATH });
}
