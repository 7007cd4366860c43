import { redirect, type ParsedLocation, type StaticDataRouteOption } from '@tanstack/react-router';
import { clearSession, getToken, getTokenRecord, saveRedirect } from './session';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/wel/index';

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
 * - with a token, /login goes to /.
 */
export function guardNavigation({ location, matches }: GuardInput): void {
  const isPublic = matches.some((match) => match.staticData?.isAuth === false);
  if (getToken()) {
    if (!getTokenRecord()?.content) {
      clearSession();
      if (location.pathname !== LOGIN_PATH) throw redirect({ to: LOGIN_PATH });
      return;
    }
    if (location.pathname === LOGIN_PATH) throw redirect({ to: '/' });
    return;
  }
  if (isPublic) return;
  saveRedirect(location.href);
  throw redirect({ to: LOGIN_PATH });
}
