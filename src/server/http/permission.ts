import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../context.ts';
import { AppError } from './errors.ts';

export const SUPER_ROLE = 'administrator';
export const PLATFORM_TENANT = '000000';

/** The platform super-user: the administrator role of tenant 000000. */
export const isSuperAdmin = (caller: Caller) =>
  caller.tenantId === PLATFORM_TENANT && caller.roleAliases.includes(SUPER_ROLE);

export interface PermissionSource {
  /**
   * Button and menu codes granted to these roles. Shared between requests (a look-up forgotten on every write,
   * so grant changes apply at the next request): read it, never change it.
   */
  codesForRoles(roleIds: string[]): Promise<ReadonlySet<string>>;
}

/**
 * Refuses with 403 unless the caller's roles are granted the permission code (e.g. `user_add`). The refusal is
 * an AppError carrying the code; the app's error handler names the screen and button it stands for.
 */
export function requirePermission(source: PermissionSource, code: string) {
  return requireAnyPermission(source, [code]);
}

/**
 * Refuses with 403 unless the caller holds at least one of the codes: a read that several screens need (a
 * picker of a document's editor is readable by whoever may edit that document, not only by the picker's own
 * master-data screen). The refusal names the first code, the read's own screen.
 */
export function requireAnyPermission(source: PermissionSource, codes: [string, ...string[]]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (!isSuperAdmin(caller)) {
      const granted = await source.codesForRoles(caller.roleIds);
      if (!codes.some((code) => granted.has(code))) throw new AppError(403, 'forbidden', codes[0]);
    }
    await next();
  });
}

/** The check of requireAnyPermission, for handlers that know which codes apply only after reading the input. */
export async function assertAnyPermission(
  source: PermissionSource,
  caller: Caller,
  codes: [string, ...string[]],
) {
  if (isSuperAdmin(caller)) return;
  const granted = await source.codesForRoles(caller.roleIds);
  if (!codes.some((code) => granted.has(code))) throw new AppError(403, 'forbidden', codes[0]);
}
