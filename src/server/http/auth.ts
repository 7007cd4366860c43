import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../context.ts';
import type { AccessTokens } from '../domain/access-token.ts';
import { failure } from './envelope.ts';
import { message } from './messages.ts';

/**
 * What a user whose password was set by someone else (a new tenant's administrator, a reset) may call before
 * changing it: the shell, the own profile and the password change, sign-out.
 */
const WHILE_PASSWORD_MUST_CHANGE = new Set([
  '/api/blade-user/info',
  '/api/blade-user/update-password',
  '/api/blade-auth/oauth/update-password',
  '/api/blade-auth/oauth/user-info',
  '/api/blade-auth/oauth/logout',
  '/api/blade-auth/oauth/clear-cache',
  '/api/blade-system/menu/routes',
  '/api/blade-system/menu/buttons',
  '/api/blade-system/menu/top-menu',
  '/api/blade-system/dict/dictionary',
  '/api/blade-system/dict-biz/dictionary',
]);

/**
 * Marks the refusal of a session whose password must be changed first (a 403 like any other otherwise), so the
 * client takes the user to the password form instead of only showing the message (common.yaml, Forbidden).
 */
export const PASSWORD_MUST_CHANGE_HEADER = 'Blade-Password-Must-Change';

/**
 * Reads `Blade-Auth: bearer <jwt>`; GET downloads opened as plain links may carry the token as the
 * `Blade-Auth` query parameter instead (with or without "bearer "). Answers 401 {code: 401} otherwise.
 */
export function requireAuth(
  tokens: AccessTokens,
  /**
   * Is the token's session still on (not signed out, revoked by a password, role, user or tenant change), and
   * does its user have to change a password someone else set first?
   */
  sessionState: (caller: Caller) => Promise<'active' | 'ended' | 'mustChangePassword'>,
  /** API scopes: may this caller call this path at all (checked after the token, before the handler)? */
  apiAllowed: (caller: Caller, path: string) => Promise<boolean> = async () => true,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const fromQuery =
      c.req.method === 'GET' ? (c.req.query('Blade-Auth') ?? c.req.query('blade-auth')) : undefined;
    const raw = (c.req.header('Blade-Auth') ?? fromQuery ?? '').trim();
    const token = /^bearer\s+/i.test(raw) ? raw.replace(/^bearer\s+/i, '') : raw;
    const lang = c.get('lang');
    if (!token) return failure(c, 401, message(lang, 'unauthorized'));
    const caller = await tokens.verify(token);
    if (caller === 'expired') return failure(c, 401, message(lang, 'tokenExpired'));
    if (caller === 'invalid') return failure(c, 401, message(lang, 'unauthorized'));
    const state = await sessionState(caller);
    if (state === 'ended') return failure(c, 401, message(lang, 'sessionEnded'));
    if (state === 'mustChangePassword' && !WHILE_PASSWORD_MUST_CHANGE.has(c.req.path)) {
      c.header(PASSWORD_MUST_CHANGE_HEADER, 'true');
      return failure(c, 403, message(lang, 'passwordMustChange'));
    }
    c.set('caller', caller);
    if (!(await apiAllowed(caller, c.req.path)))
      return failure(c, 403, message(lang, 'apiScopeForbidden', c.req.path));
    await next();
  });
}
