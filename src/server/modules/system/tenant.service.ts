import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { md5 } from 'js-md5';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import {
  depts,
  menus,
  params,
  refreshTokens,
  roleMenus,
  roles,
  tenants,
  users,
} from '../../db/schema/platform.ts';
import { PLATFORM_MENU_CODES } from '../../db/seed/menu-tree.ts';
import { PLATFORM_TENANT } from '../../db/seed/seed.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { hashPassword } from '../../domain/password.ts';
import { badRequest } from '../../http/errors.ts';
import { isSuperAdmin } from '../../http/permission.ts';
import { INIT_PASSWORD_KEY, REGISTER_USER_KEY } from '../../lib/param-keys.ts';
import type { ParamService } from './param.service.ts';
import { formatDateTime, parseDateTime } from '../../lib/dates.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findAllLive, findLive, notFound, platformWide, removeLive } from '../../lib/records.ts';

type Tenant = components['schemas']['Tenant'];
type TenantSubmit = components['schemas']['TenantSubmit'];
type TenantRow = typeof tenants.$inferSelect;

const toTenant = (row: TenantRow): Tenant => ({
  id: row.id,
  tenantId: row.tenantId,
  tenantName: row.tenantName,
  domain: row.domain,
  backgroundUrl: row.backgroundUrl,
  linkman: row.linkman,
  contactNumber: row.contactNumber,
  address: row.address,
  accountNumber: row.accountNumber,
  expireTime: row.expireTime ? formatDateTime(row.expireTime) : null,
  datasourceId: row.datasourceId ?? null,
  status: row.status,
  createTime: formatDateTime(row.createTime),
});

interface Options {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  params: ParamService;
  passwordIterations?: number;
}

/** Tenants: platform-wide, managed by the platform administrator; a new tenant arrives ready to sign in to. */
export function createTenantService({
  db,
  clock,
  nextId,
  params: paramService,
  passwordIterations,
}: Options) {
  const live = eq(tenants.isDeleted, 0);

  /** The tenant bound to a domain (the login page passes its origin); {} when none is. */
  async function infoByDomain(domain: string) {
    const host = domain.trim().replace(/\/+$/, '');
    if (!host) return {};
    // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
    const [tenant] = await db
      .select()
      .from(tenants)
      .where(and(eq(tenants.domain, host), eq(tenants.isDeleted, 0), eq(tenants.status, 1)));
    if (!tenant) return {};
    return {
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      domain: tenant.domain,
      backgroundUrl: tenant.backgroundUrl,
    };
  }

  async function list(query: PageQuery & { tenantId?: string; tenantName?: string; contactNumber?: string }) {
    const where = and(
      live,
      contains(tenants.tenantId, query.tenantId),
      contains(tenants.tenantName, query.tenantName),
      contains(tenants.contactNumber, query.contactNumber),
    );
    return mapPage(await pageOf(db, tenants, where, [asc(tenants.tenantId)], query), toTenant);
  }

  const detail = async (id: string) => toTenant(await findLive(db, tenants, platformWide, id));

  /** The tenant row by its 6-digit tenant id (what users type at sign-in). */
  async function byTenantId(tenantId: string): Promise<TenantRow | undefined> {
    const [row] = await tenantScope(db, tenantId).from(tenants).where(live);
    return row;
  }

  async function freshTenantId(): Promise<string> {
    const bytes = new Uint32Array(1);
    for (;;) {
      crypto.getRandomValues(bytes);
      const candidate = String((bytes[0] ?? 0) % 1_000_000).padStart(6, '0');
      if (candidate === PLATFORM_TENANT) continue;
      // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
      const [taken] = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.tenantId, candidate));
      if (!taken) return candidate;
    }
  }

  /** Every live menu except the platform-wide ones and what hangs below them. */
  async function tenantAdminMenus(): Promise<string[]> {
    const all = await sharedTables(db)
      .from(menus, { id: menus.id, parentId: menus.parentId, code: menus.code })
      .where(eq(menus.isDeleted, 0));
    const parents = new Map(all.map((row) => [row.id, row.parentId]));
    const excluded = new Set(
      all.filter((row) => PLATFORM_MENU_CODES.includes(row.code)).map((row) => row.id),
    );
    const underExcluded = (id: string): boolean => {
      for (
        let at: string | undefined = id, hops = 0;
        at && at !== '0' && hops < 64;
        at = parents.get(at), hops++
      ) {
        if (excluded.has(at)) return true;
      }
      return false;
    };
    return all.filter((row) => !underExcluded(row.id)).map((row) => row.id);
  }

  async function submit(caller: Caller, input: TenantSubmit) {
    const values = {
      tenantName: input.tenantName,
      domain: input.domain ?? '',
      backgroundUrl: input.backgroundUrl ?? '',
      linkman: input.linkman ?? '',
      contactNumber: input.contactNumber ?? '',
      address: input.address ?? '',
      accountNumber: input.accountNumber ?? -1,
      expireTime: parseDateTime(input.expireTime),
      updateUser: caller.userId,
      updateTime: clock(),
    };
    if (input.id) {
      await findLive(db, tenants, platformWide, input.id);
      // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
      await db.update(tenants).set(values).where(eq(tenants.id, input.id));
      return;
    }
    await createTenant(caller, values);
  }

  /**
   * A new tenant in one transaction: the tenant, its root department, an administrator role granted every
   * tenant menu, its account.* parameters, and the user admin with the platform's initial password.
   */
  async function createTenant(caller: Caller, values: Omit<typeof tenants.$inferInsert, 'id' | 'tenantId'>) {
    const tenantId = await freshTenantId();
    const initPassword = await paramService.initPassword(PLATFORM_TENANT);
    const registerUser = (await paramService.value(PLATFORM_TENANT, REGISTER_USER_KEY)) ?? 'true';
    const password = await hashPassword(md5(initPassword), passwordIterations);
    const menuIds = await tenantAdminMenus();
    const now = clock();
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, tenantId);
      // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
      await tx
        .insert(tenants)
        .values({ id: nextId(), tenantId, ...values, createUser: caller.userId, createTime: now });
      const deptId = nextId();
      await scope.insert(depts, [
        {
          id: deptId,
          deptName: values.tenantName.slice(0, 45),
          fullName: values.tenantName.slice(0, 45),
          deptCategory: 1,
          sort: 1,
        },
      ]);
      const roleId = nextId();
      await scope.insert(roles, [{ id: roleId, roleName: '管理员', roleAlias: 'admin', sort: 1 }]);
      if (menuIds.length)
        await sharedTables(tx).insert(
          roleMenus,
          menuIds.map((menuId) => ({ id: nextId(), roleId, menuId })),
        );
      await scope.insert(params, [
        {
          id: nextId(),
          paramName: '是否开启注册功能',
          paramKey: REGISTER_USER_KEY,
          paramValue: registerUser,
          createTime: now,
        },
        {
          id: nextId(),
          paramName: '账号初始密码',
          paramKey: INIT_PASSWORD_KEY,
          paramValue: initPassword,
          createTime: now,
        },
      ]);
      await scope.insert(users, [
        {
          id: nextId(),
          account: 'admin',
          password,
          // The well-known initial password: changed at the first sign-in.
          passwordMustChange: 1,
          name: '管理员',
          realName: '管理员',
          roleId,
          deptId,
          createUser: caller.userId,
          createTime: now,
        },
      ]);
    });
  }

  async function remove(ids: string[]) {
    await removeLive(
      db,
      tenants,
      platformWide,
      ids,
      async (_tx, rows) => {
        if (rows.some((row) => row.tenantId === PLATFORM_TENANT)) throw badRequest('platformTenantFixed');
      },
      async (tx, removed) => {
        // Sign-in already refuses a removed tenant; its open sessions end at their next refresh.
        // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
        const rows = await tx
          .select({ tenantId: tenants.tenantId })
          .from(tenants)
          .where(inArray(tenants.id, removed));
        // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
        await tx
          .update(refreshTokens)
          .set({ revokedAt: clock() })
          .where(
            and(
              inArray(
                refreshTokens.tenantId,
                rows.map((row) => row.tenantId),
              ),
              isNull(refreshTokens.revokedAt),
            ),
          );
      },
    );
  }

  async function setting(ids: string[], accountNumber: string | undefined, expireTime: string | undefined) {
    await findAllLive(db, tenants, platformWide, ids);
    const values: Partial<typeof tenants.$inferInsert> = { updateTime: clock() };
    if (accountNumber) values.accountNumber = Number(accountNumber);
    if (expireTime !== undefined) values.expireTime = parseDateTime(expireTime);
    // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
    await db.update(tenants).set(values).where(inArray(tenants.id, ids));
  }

  async function datasource(tenantId: string, datasourceId: string) {
    const tenant = await byTenantId(tenantId);
    if (!tenant) throw notFound(tenantId);
    // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
    await db
      .update(tenants)
      .set({ datasourceId: datasourceId || null, updateTime: clock() })
      .where(eq(tenants.id, tenant.id));
  }

  async function select(caller: Caller) {
    // eslint-disable-next-line no-restricted-syntax -- platform tenant admin spans every tenant
    const rows = await db
      .select({ tenantId: tenants.tenantId, tenantName: tenants.tenantName })
      .from(tenants)
      .where(and(live, isSuperAdmin(caller) ? undefined : eq(tenants.tenantId, caller.tenantId)))
      .orderBy(asc(tenants.tenantId));
    return rows;
  }

  return { infoByDomain, list, detail, byTenantId, submit, remove, setting, datasource, select };
}

export type TenantService = ReturnType<typeof createTenantService>;
