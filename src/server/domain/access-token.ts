import { SignJWT, jwtVerify, errors } from 'jose';
import type { Caller } from '../context.ts';

// Claims follow BladeX (snake_case strings) so tokens read the same to tools built for that backend.
const ISSUER = 'purchasing-system';
const AUDIENCE = 'purchasing-web';

export interface AccessClaims {
  token_type: 'access_token';
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  role_id: string;
  role_name: string;
  dept_id: string;
  client_id: string;
  sid: string;
}

/** Tokens verified lately, and what they said: a signed-in page sends the same token with every call. */
const VERIFIED_MAX = 2000;

export function createAccessTokens(secret: string, clock: () => Date) {
  // The HMAC key, imported once: given raw bytes, jose imports them again for every signature and check.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const seconds = () => Math.floor(clock().getTime() / 1000);
  /**
   * A token's signature and claims cannot change, so a token that verified once verifies again until it expires:
   * the caller it named is kept with its expiry and not-before (checked against the clock on each use), and the
   * HMAC is computed once per token instead of on every call. Whether its session is still on is not cached
   * here (requireAuth asks the session state every time).
   */
  const verified = new Map<string, { caller: Caller; exp: number; nbf: number }>();

  async function sign(caller: Caller, ttlSeconds: number): Promise<string> {
    const claims: AccessClaims = {
      token_type: 'access_token',
      tenant_id: caller.tenantId,
      user_id: caller.userId,
      account: caller.account,
      user_name: caller.userName,
      role_id: caller.roleIds.join(','),
      role_name: caller.roleAliases.join(','),
      dept_id: caller.deptIds.join(','),
      client_id: caller.clientId,
      sid: caller.sessionId,
    };
    const now = seconds();
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(await key);
  }

  /** The caller, or why the token is refused: 'expired' or 'invalid'. */
  async function verify(token: string): Promise<Caller | 'expired' | 'invalid'> {
    const known = verified.get(token);
    if (known) {
      const now = seconds();
      if (now >= known.exp) {
        verified.delete(token);
        return 'expired';
      }
      // A copy: the caller of one request must not be able to change another's.
      if (now >= known.nbf) return copyCaller(known.caller);
    }
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: clock(),
      });
      const claims = payload as Partial<AccessClaims>;
      if (claims.token_type !== 'access_token' || !claims.user_id || !claims.tenant_id || !claims.sid) {
        return 'invalid';
      }
      const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);
      const caller: Caller = {
        userId: claims.user_id,
        tenantId: claims.tenant_id,
        account: claims.account ?? '',
        userName: claims.user_name ?? '',
        roleIds: list(claims.role_id),
        roleAliases: list(claims.role_name),
        deptIds: list(claims.dept_id),
        clientId: claims.client_id ?? '',
        sessionId: claims.sid,
      };
      if (typeof payload.exp === 'number') {
        // Oldest first out: a Map iterates in insertion order.
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { caller: copyCaller(caller), exp: payload.exp, nbf: payload.nbf ?? 0 });
      }
      return caller;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

function copyCaller(caller: Caller): Caller {
  return {
    ...caller,
    roleIds: [...caller.roleIds],
    roleAliases: [...caller.roleAliases],
    deptIds: [...caller.deptIds],
  };
}
