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

export function createAccessTokens(secret: string, clock: () => Date) {
  const key = new TextEncoder().encode(secret);
  const seconds = () => Math.floor(clock().getTime() / 1000);

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
      .sign(key);
  }

  /** The caller, or why the token is refused: 'expired' or 'invalid'. */
  async function verify(token: string): Promise<Caller | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, key, {
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
      return {
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
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
