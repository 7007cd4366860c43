/**
 * The cookie that holds the access token while a user is signed in. Shared by the client (src/lib/session.ts),
 * the build's first-page preload (vite.config.ts) and the server's choice of page for /login
 * (src/server/static.node.ts): the three must agree on what "has a session" means.
 */
export const ACCESS_TOKEN_COOKIE = 'saber-access-token';

/** A `Cookie` header (or document.cookie) holds a non-empty access token. */
export function hasAccessTokenCookie(cookies: string | undefined): boolean {
  return cookies !== undefined && new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=[^;]`).test(cookies);
}
