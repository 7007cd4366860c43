import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../context.ts';
import { failure } from './envelope.ts';
import { message } from './messages.ts';

export const SUPER_ROLE = 'administrator';
export const PLATFORM_TENANT = '000000';

/** The platform super-user: the administrator role of tenant 000000. */
export const isSuperAdmin = (caller: Caller) =>
  caller.tenantId === PLATFORM_TENANT && caller.roleAliases.includes(SUPER_ROLE);

export interface PermissionSource {
  /** Button and menu codes granted to these roles (read fresh per request, so grant changes apply at once). */
  codesForRoles(roleIds: string[]): Promise<Set<string>>;
}

/** Refuses with 403 unless the caller's roles are granted the permission code (e.g. `user_add`). */
export function requirePermission(source: PermissionSource, code: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (!isSuperAdmin(caller)) {
      const codes = await source.codesForRoles(caller.roleIds);
      if (!codes.has(code)) return failure(c, 403, message(c.get('lang'), 'forbidden', code));
    }
    await next();
  });
}
