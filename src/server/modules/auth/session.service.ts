import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { sessions, tenants, users } from '../../db/schema/platform.ts';
import { sha256Hex } from '../../domain/random.ts';
import { LOOKUP_MS, type LookupCache } from '../../http/lookup-cache.ts';

/**
 * How long a positive check is trusted without asking the database again (the look-up cache's time): every write
 * through this instance forgets all checks (see app.ts), so an event on this instance takes effect at the next
 * request; an event on another instance sharing the database takes effect within this time.
 */
export const SESSION_CHECK_MS = LOOKUP_MS;

/** What a session depends on: when the password hash or the roles change, earlier sessions end. */
export const userStamp = (user: { password: string; roleId: string }) =>
  sha256Hex(`${user.password}\n${user.roleId}`);

/** What a check found: ended, or whose session it is, on until the tenant expires (null: never). */
type Checked =
  | { active: false }
  | {
      active: true;
      userId: string;
      tenantId: string;
      tenantExpires: number | null;
      mustChangePassword: boolean;
    };

/** 'active', 'ended', or active but limited to changing the password (set by someone else). */
export type SessionState = 'active' | 'ended' | 'mustChangePassword';

export function createSessionService(db: Database, clock: () => Date, lookups: LookupCache) {
  const checkKey = (sessionId: string) => `session:${sessionId}`;

  async function open(sessionId: string, user: typeof users.$inferSelect, clientId: string) {
    // eslint-disable-next-line no-restricted-syntax -- sessions are keyed by the session id a token carries, checked before any caller (and tenant) exists
    await db
      .insert(sessions)
      .values({
        id: sessionId,
        tenantId: user.tenantId,
        userId: user.id,
        clientId,
        userStamp: await userStamp(user),
        createTime: clock(),
      })
      .onConflictDoNothing();
  }

  /** The session's row, its user's and its tenant's, read as one query. */
  async function check(sessionId: string): Promise<Checked> {
    const now = clock().getTime();
    // eslint-disable-next-line no-restricted-syntax -- sessions are keyed by the session id a token carries, checked before any caller (and tenant) exists
    const [row] = await db
      .select({
        userId: sessions.userId,
        tenantId: sessions.tenantId,
        stamp: sessions.userStamp,
        password: users.password,
        roleId: users.roleId,
        userStatus: users.status,
        mustChange: users.passwordMustChange,
        tenantStatus: tenants.status,
        tenantDeleted: tenants.isDeleted,
        tenantExpires: tenants.expireTime,
      })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.isDeleted, 0)))
      .innerJoin(tenants, eq(tenants.tenantId, sessions.tenantId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    const active =
      !!row &&
      row.userStatus === 1 &&
      row.tenantStatus === 1 &&
      row.tenantDeleted === 0 &&
      (row.tenantExpires === null || row.tenantExpires.getTime() > now) &&
      row.stamp === (await userStamp(row));
    if (!active) return { active: false };
    return {
      active: true,
      userId: row.userId,
      tenantId: row.tenantId,
      tenantExpires: row.tenantExpires?.getTime() ?? null,
      mustChangePassword: row.mustChange === 1,
    };
  }

  /**
   * Is the session behind this token still on: not signed out, the user still there, enabled, with the same
   * password and roles, the tenant still there, enabled and not expired. An active session's check is reused
   * for the look-up time (forgotten on every write); an ended one is read afresh each time.
   */
  async function state(caller: Pick<Caller, 'sessionId' | 'userId' | 'tenantId'>): Promise<SessionState> {
    const found = await lookups.get(
      checkKey(caller.sessionId),
      () => check(caller.sessionId),
      (answer) => answer.active,
    );
    const active =
      found.active &&
      found.userId === caller.userId &&
      found.tenantId === caller.tenantId &&
      (found.tenantExpires === null || found.tenantExpires > clock().getTime());
    if (!active) return 'ended';
    return found.mustChangePassword ? 'mustChangePassword' : 'active';
  }

  /** Is the session on at all (a password still to change counts: refresh keeps such a session going)? */
  const isActive = async (caller: Pick<Caller, 'sessionId' | 'userId' | 'tenantId'>) =>
    (await state(caller)) !== 'ended';

  /**
   * After users change their own password, the session they did it in goes on (the others end): it takes the
   * new stamp. Only for a session that is still active, so a revoked one stays revoked.
   */
  async function keepAfterOwnChange(caller: Pick<Caller, 'sessionId' | 'userId'>) {
    // The password is the user's own now: no longer one to change first.
    // eslint-disable-next-line no-restricted-syntax -- sessions are keyed by the session id a token carries, checked before any caller (and tenant) exists
    await db.update(users).set({ passwordMustChange: 0 }).where(eq(users.id, caller.userId));
    // eslint-disable-next-line no-restricted-syntax -- sessions are keyed by the session id a token carries, checked before any caller (and tenant) exists
    const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
    if (!user) return;
    // eslint-disable-next-line no-restricted-syntax -- sessions are keyed by the session id a token carries, checked before any caller (and tenant) exists
    await db
      .update(sessions)
      .set({ userStamp: await userStamp(user) })
      .where(
        and(
          eq(sessions.id, caller.sessionId),
          eq(sessions.userId, caller.userId),
          isNull(sessions.revokedAt),
        ),
      );
    lookups.forget(checkKey(caller.sessionId));
  }

  async function revoke(sessionId: string) {
    lookups.forget(checkKey(sessionId));
    // eslint-disable-next-line no-restricted-syntax -- sessions are keyed by the session id a token carries, checked before any caller (and tenant) exists
    await db
      .update(sessions)
      .set({ revokedAt: clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    // Again after the write: a check that read the row before it committed is not reused.
    lookups.forget(checkKey(sessionId));
  }

  return {
    open,
    state,
    isActive,
    keepAfterOwnChange,
    revoke,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
