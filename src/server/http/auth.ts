import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../context.ts';
import type { AccessTokens } from '../domain/access-token.ts';
import { failure } from './envelope.ts';
import { message } from './messages.ts';

/**
 * Reads `Blade-Auth: bearer <jwt>`; GET downloads opened as plain links may carry the token as the
 * `Blade-Auth` query parameter instead (with or without "bearer "). Answers 401 {code: 401} otherwise.
 */
export function requireAuth(
  tokens: AccessTokens,
  /** Is the token's session still on (not signed out, revoked by a password, role, user or tenant change)? */
  sessionActive: (caller: Caller) => Promise<boolean>,
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
    if (!(await sessionActive(caller))) return failure(c, 401, message(lang, 'sessionEnded'));
    c.set('caller', caller);
    if (!(await apiAllowed(caller, c.req.path)))
      return failure(c, 403, message(lang, 'apiScopeForbidden', c.req.path));
    await next();
  });
}
