import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-auth';
import type { Caller, SocialProvider } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';
import {
  clients,
  loginAttempts,
  refreshTokens,
  roles,
  tenants,
  userOauths,
  users,
} from '../../db/schema/platform.ts';
import type { AccessTokens } from '../../domain/access-token.ts';
import type { NextId } from '../../domain/ids.ts';
import { DEFAULT_ITERATIONS, hashPassword, verifyPassword } from '../../domain/password.ts';
import { randomToken, sha256Hex } from '../../domain/random.ts';
import { OAuthError } from '../../http/errors.ts';
import type { CaptchaService } from './captcha.service.ts';
import { clientSecretMatches, hashClientSecret, isHashedSecret } from '../../lib/client-secret.ts';
import { createHashGate } from './hash-gate.ts';
import type { SessionService } from './session.service.ts';

type TokenResult = components['schemas']['TokenResult'];
type GrantType = components['schemas']['GrantType'];

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MINUTES = 30;
const LICENSE = 'purchasing system';

export interface PasswordGrantInput {
  grantType: GrantType;
  tenantId?: string;
  username?: string;
  password?: string;
  captchaKey?: string;
  captchaCode?: string;
}

export interface ClientRow {
  clientId: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  authorizedGrantTypes: string;
}

interface Options {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  tokens: AccessTokens;
  captcha: CaptchaService;
  sessions: SessionService;
  captchaEnabled: boolean;
  tokenTtlSeconds?: number;
  socialProviders?: Record<string, SocialProvider>;
  /** The iterations new password hashes get: an unknown account is checked against a hash of the same cost. */
  passwordIterations?: number;
  hashConcurrency?: number;
}

export interface SocialGrantInput {
  source?: string;
  code?: string;
  state?: string;
  tenantId?: string;
}

/**
 * Test-only provider (SOCIAL_TEST_PROVIDER=on): the code is the identity, so browser and server tests can sign in
 * "socially" without a third party.
 */
export const testSocialProvider: SocialProvider = {
  async identify(code) {
    return { uuid: code, username: code, nickname: `Test ${code}` };
  },
};

/**
 * Issues, refreshes and revokes tokens. Every refusal is an OAuthError (the token endpoint's error shape).
 * Sign-in and token grants run before any caller exists: they look users, attempts and tokens up by the tenant id
 * typed at sign-in or named by the refresh token, so those queries stay explicit (line-level lint exceptions).
 */
export function createTokenService(options: Options) {
  const { db, clock, nextId, tokens, captcha, sessions } = options;
  const hashing = createHashGate(options.hashConcurrency ?? 2);
  let dummyHash: Promise<string> | undefined;
  const unknownAccountHash = () =>
    (dummyHash ??= hashPassword(randomToken(16), options.passwordIterations ?? DEFAULT_ITERATIONS));

  /** Checks `Authorization: Basic base64(clientId:clientSecret)` against the clients table. */
  async function authenticateClient(authorization: string | undefined): Promise<ClientRow> {
    const match = /^Basic\s+(.+)$/i.exec(authorization?.trim() ?? '');
    let decoded: string;
    try {
      decoded = match?.[1] ? atob(match[1]) : '';
    } catch {
      decoded = '';
    }
    const separator = decoded.indexOf(':');
    if (separator < 1) throw new OAuthError(401, 'badClient');
    const clientId = decoded.slice(0, separator);
    const secret = decoded.slice(separator + 1);
    const [client] = await sharedTables(db)
      .from(clients)
      .where(and(eq(clients.clientId, clientId), eq(clients.isDeleted, 0), eq(clients.status, 1)));
    if (!client || !(await clientSecretMatches(secret, client.clientSecret)))
      throw new OAuthError(401, 'badClient');
    if (!isHashedSecret(client.clientSecret)) {
      // A clear secret (the seed's, or one from before secrets were hashed) is replaced by its digest.
      // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the client id or the tenant id typed at sign-in
      await db
        .update(clients)
        .set({ clientSecret: await hashClientSecret(secret) })
        .where(eq(clients.id, client.id));
    }
    return client;
  }

  function allowGrant(client: ClientRow, grantType: string) {
    const allowed = client.authorizedGrantTypes.split(',').map((g) => g.trim());
    // The captcha variants are the password grant with a captcha in front.
    const base = grantType === 'captcha' || grantType === 'slider_captcha' ? 'password' : grantType;
    if (!allowed.includes(base)) throw new OAuthError(400, 'grantUnsupported', grantType);
  }

  async function checkCaptcha(input: PasswordGrantInput) {
    if (!options.captchaEnabled) return;
    if (!input.captchaKey || !input.captchaCode) throw new OAuthError(400, 'captchaRequired');
    const kind = input.grantType === 'slider_captcha' ? 'slider' : 'image';
    if (!(await captcha.consume(input.captchaKey, input.captchaCode, kind))) {
      throw new OAuthError(400, 'captchaWrong');
    }
  }

  async function checkTenant(tenantId: string) {
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    const [tenant] = await db
      .select()
      .from(tenants)
      .where(and(eq(tenants.tenantId, tenantId), eq(tenants.isDeleted, 0)));
    if (!tenant || tenant.status !== 1) throw new OAuthError(400, 'tenantUnknown');
    if (tenant.expireTime && tenant.expireTime.getTime() < clock().getTime()) {
      throw new OAuthError(400, 'tenantExpired');
    }
  }

  /**
   * Counts this attempt before its password is checked, in one statement, so parallel guesses cannot all pass a
   * "not locked yet" read: attempt n of the window may check its password only when n <= MAX_LOGIN_FAILURES, and
   * the attempt that reaches the limit locks the account (a right password then clears the row). Answers the
   * minutes left when this attempt is refused.
   */
  async function claimAttempt(tenantId: string, account: string): Promise<number> {
    const now = clock();
    const windowStart = new Date(now.getTime() - LOCK_MINUTES * 60_000);
    const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    const { failCount, lockedUntil, lastFailedAt } = loginAttempts;
    const over = sql`(${lockedUntil} is not null and ${lockedUntil} <= ${now})
      or (${lockedUntil} is null and ${lastFailedAt} < ${windowStart})`;
    const count = sql`case when ${over} then 1 else ${failCount} + 1 end`;
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the client id or the tenant id typed at sign-in
    const [row] = await db
      .insert(loginAttempts)
      .values({ tenantId, account, failCount: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: [loginAttempts.tenantId, loginAttempts.account],
        set: {
          failCount: count,
          lockedUntil: sql`case when ${lockedUntil} > ${now} then ${lockedUntil}
            when ${count} >= ${MAX_LOGIN_FAILURES} then ${lockUntil}::timestamptz else null end`,
          lastFailedAt: now,
        },
      })
      .returning();
    if (!row || row.failCount <= MAX_LOGIN_FAILURES) return 0;
    const left = (row.lockedUntil?.getTime() ?? 0) - now.getTime();
    return Math.max(1, Math.ceil(left / 60_000));
  }

  async function callerFor(
    user: typeof users.$inferSelect,
    clientId: string,
    sessionId: string,
  ): Promise<Caller> {
    const roleIds = user.roleId.split(',').filter(Boolean);
    const roleRows = roleIds.length
      ? await tenantScope(db, user.tenantId)
          .from(roles, { id: roles.id, alias: roles.roleAlias })
          .where(inArray(roles.id, roleIds), eq(roles.isDeleted, 0))
      : [];
    return {
      userId: user.id,
      tenantId: user.tenantId,
      account: user.account,
      userName: user.realName || user.name || user.account,
      roleIds: roleRows.map((r) => r.id),
      roleAliases: roleRows.map((r) => r.alias),
      deptIds: user.deptId.split(',').filter(Boolean),
      clientId,
      sessionId,
    };
  }

  async function issue(
    user: typeof users.$inferSelect,
    client: ClientRow,
    sessionId: string,
  ): Promise<TokenResult> {
    const caller = await callerFor(user, client.clientId, sessionId);
    await sessions.open(sessionId, user, client.clientId);
    const ttl = options.tokenTtlSeconds ?? client.accessTokenValidity;
    const accessToken = await tokens.sign(caller, ttl);
    const refreshToken = randomToken(32);
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    await db.insert(refreshTokens).values({
      id: nextId(),
      tokenHash: await sha256Hex(refreshToken),
      sessionId,
      userId: user.id,
      tenantId: user.tenantId,
      clientId: client.clientId,
      expiresAt: new Date(clock().getTime() + client.refreshTokenValidity * 1000),
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      refresh_token: refreshToken,
      expires_in: ttl,
      tenant_id: user.tenantId,
      user_id: user.id,
      user_name: user.account,
      nick_name: user.name || user.realName,
      real_name: user.realName,
      role_name: caller.roleAliases.join(','),
      role_id: caller.roleIds.join(','),
      dept_id: caller.deptIds.join(','),
      avatar: user.avatar,
      account: user.account,
      oauth_id: '',
      license: LICENSE,
    };
  }

  async function passwordGrant(client: ClientRow, input: PasswordGrantInput): Promise<TokenResult> {
    allowGrant(client, input.grantType);
    const tenantId = input.tenantId?.trim();
    if (!tenantId) throw new OAuthError(400, 'tenantRequired');
    const account = input.username?.trim() ?? '';
    if (!account || !input.password) throw new OAuthError(400, 'accountRequired');
    await checkCaptcha(input);
    await checkTenant(tenantId);
    // Counted before hashing, and a locked account is refused before any hashing: a flood of guesses stays cheap.
    const minutes = await claimAttempt(tenantId, account);
    if (minutes > 0) throw new OAuthError(400, 'accountLocked', minutes);

    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.account, account), eq(users.isDeleted, 0)));
    // An unknown account costs the same hash as a known one, so the answer time does not tell them apart.
    const password = input.password;
    const stored = user?.password ?? (await unknownAccountHash());
    const matches = await hashing(() => verifyPassword(password, stored));
    if (!user || !matches) throw new OAuthError(400, 'badCredentials');
    if (user.status !== 1) throw new OAuthError(400, 'accountDisabled');
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.account, account)));
    return issue(user, client, randomToken(16));
  }

  /**
   * Rotating refresh: each refresh token works once. Presenting one that was already used means it leaked,
   * so the whole session is revoked.
   */
  async function refreshGrant(client: ClientRow, refreshToken: string | undefined, tenantId?: string) {
    allowGrant(client, 'refresh_token');
    if (!refreshToken) throw new OAuthError(400, 'refreshInvalid');
    const now = clock();
    const hash = await sha256Hex(refreshToken);
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row || row.clientId !== client.clientId || (tenantId && row.tenantId !== tenantId)) {
      throw new OAuthError(400, 'refreshInvalid');
    }
    if (row.usedAt) {
      await revokeSession(row.sessionId);
      throw new OAuthError(400, 'refreshInvalid');
    }
    if (row.revokedAt || row.expiresAt.getTime() <= now.getTime())
      throw new OAuthError(400, 'refreshInvalid');
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) throw new OAuthError(400, 'refreshInvalid');
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.isDeleted, 0)));
    if (!user || user.status !== 1) throw new OAuthError(400, 'refreshInvalid');
    // A session ended by sign-out, a password or role change, or its tenant, cannot be refreshed back to life.
    if (
      !(await sessions.isActive({ sessionId: row.sessionId, userId: row.userId, tenantId: row.tenantId }))
    ) {
      throw new OAuthError(400, 'refreshInvalid');
    }
    return issue(user, client, row.sessionId);
  }

  /**
   * Social sign-in. The identity is stored (or refreshed) in blade_user_oauth. Linked to an active user, it
   * signs in as that user; not linked yet, the answer carries user_id -1, empty tokens and the oauth_id, and the
   * client asks for an account through the public blade-user/register-guest (approved by an administrator).
   */
  async function socialGrant(client: ClientRow, input: SocialGrantInput): Promise<TokenResult> {
    allowGrant(client, 'social');
    const source = input.source ?? '';
    const provider = options.socialProviders?.[source];
    if (!provider) throw new OAuthError(400, 'socialNotConfigured', source);
    const tenantId = input.tenantId?.trim();
    if (!tenantId) throw new OAuthError(400, 'tenantRequired');
    await checkTenant(tenantId);
    const identity = input.code ? await provider.identify(input.code, input.state) : null;
    if (!identity) throw new OAuthError(400, 'socialRejected', source);
    const now = clock();
    const profile = {
      username: identity.username.slice(0, 255),
      nickname: identity.nickname.slice(0, 255),
      avatar: (identity.avatar ?? '').slice(0, 1000),
      email: (identity.email ?? '').slice(0, 255),
    };
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    const [oauth] = await db
      .insert(userOauths)
      .values({ id: nextId(), tenantId, source, uuid: identity.uuid.slice(0, 255), ...profile })
      .onConflictDoUpdate({
        target: [userOauths.tenantId, userOauths.source, userOauths.uuid],
        set: { ...profile, updateTime: now },
      })
      .returning();
    if (!oauth) throw new OAuthError(400, 'socialRejected', source);
    if (oauth.userId) {
      // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, oauth.userId), eq(users.tenantId, tenantId), eq(users.isDeleted, 0)));
      if (user) {
        if (user.status === 0) throw new OAuthError(400, 'registrationPending');
        if (user.status !== 1) throw new OAuthError(400, 'accountDisabled');
        return { ...(await issue(user, client, randomToken(16))), oauth_id: oauth.id };
      }
    }
    return {
      access_token: '',
      token_type: 'bearer',
      refresh_token: '',
      expires_in: 0,
      tenant_id: tenantId,
      user_id: '-1',
      user_name: profile.username,
      nick_name: profile.nickname,
      real_name: '',
      role_name: '',
      role_id: '',
      dept_id: '',
      avatar: profile.avatar,
      account: profile.username,
      oauth_id: oauth.id,
      license: LICENSE,
    };
  }

  async function revokeSession(sessionId: string) {
    await sessions.revoke(sessionId);
    // eslint-disable-next-line no-restricted-syntax -- sign-in: keyed by the tenant id typed or named by the token
    await db
      .update(refreshTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  }

  return { authenticateClient, passwordGrant, refreshGrant, socialGrant, revokeSession };
}

export type TokenService = ReturnType<typeof createTokenService>;
