import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../context.ts';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';
import { message } from './messages.ts';
import { isSuperAdmin, PLATFORM_TENANT, type PermissionSource } from './permission.ts';

/**
 * The check requirePermission does, for handlers that only know the code after reading the body (submit is
 * `_add` without an id and `_edit` with one).
 */
export async function assertPermission(source: PermissionSource, caller: Caller, code: string) {
  if (isSuperAdmin(caller)) return;
  const codes = await source.codesForRoles(caller.roleIds);
  if (!codes.has(code)) throw new AppError(403, 'forbidden', code);
}

export const submitCode = (menuCode: string, id: string | undefined | null) =>
  `${menuCode}_${id ? 'edit' : 'add'}`;

/** Platform-wide records (menus, system dicts, regions, scopes, clients, tenants): the platform administrator only. */
export const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isSuperAdmin(c.get('caller'))) return failure(c, 403, message(c.get('lang'), 'platformOnly'));
  await next();
});

/**
 * Shared records that staff of the platform tenant maintain with their buttons (system dictionaries): any other
 * tenant's users are refused, whatever they were granted.
 */
export const requirePlatformTenant = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('caller').tenantId !== PLATFORM_TENANT) {
    return failure(c, 403, message(c.get('lang'), 'platformTenantOnly'));
  }
  await next();
});

/**
 * The tenant whose rows a picker call reads: the caller's own, or, for the platform administrator only, the
 * tenant asked for (role/tree, dept/tree and post/select take ?tenantId like BladeX).
 */
export function readTenant(caller: Caller, requested: string | undefined): string {
  return requested && isSuperAdmin(caller) ? requested : caller.tenantId;
}
