import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { apiScopes, dataScopes, menus, roleMenus, roleScopes, roles } from '../../db/schema/platform.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import { isSuperAdmin, SUPER_ROLE } from '../../http/permission.ts';
import { readTenant } from '../../http/access.ts';
import { assertNotHeldByUsers } from '../../lib/held-by-users.ts';
import { contains } from '../../lib/page.ts';
import { findAllLive, findLive, platformWide, removeLive, type Scoped } from '../../lib/records.ts';
import { assertNotOwnAncestor, forest, parentOrTop, treeNodes } from '../../lib/tree-nodes.ts';

type Role = components['schemas']['Role'];
type RoleSubmit = components['schemas']['RoleSubmit'];
type RoleGrant = components['schemas']['RoleGrant'];
type RoleRow = typeof roles.$inferSelect;

export const DATA_SCOPE = 1;
export const API_SCOPE = 2;

/** Roles of a tenant and what they are granted (menus and buttons, data scopes, API scopes). */
export function createRoleService(db: Database, nextId: NextId) {
  const live = eq(roles.isDeleted, 0);
  const scopedTo = (tenantId: string): Scoped => {
    const scope = tenantScope(db, tenantId);
    return (...conditions) => scope.where(roles, ...conditions);
  };

  const rowsOf = (tenantId: string, ...conditions: Parameters<Scoped>) =>
    tenantScope(db, tenantId)
      .from(roles)
      .where(live, ...conditions)
      .orderBy(asc(roles.sort), asc(roles.id));

  function toRole(row: RoleRow, parentName: string): Role {
    const { id, parentId, tenantId, roleName, roleAlias, sort } = row;
    return { id, parentId, tenantId, roleName, roleAlias, sort, parentName };
  }

  async function list(caller: Caller, filters: { roleName?: string; roleAlias?: string }, lang: Lang) {
    const rows = await rowsOf(
      caller.tenantId,
      contains(roles.roleName, filters.roleName),
      contains(roles.roleAlias, filters.roleAlias),
    );
    const names = new Map(rows.map((row) => [row.id, row.roleName]));
    const top = message(lang, 'topLevel');
    return forest(
      rows.map((row) => toRole(row, row.parentId === '0' ? top : (names.get(row.parentId) ?? ''))),
    );
  }

  async function tree(caller: Caller, tenantId?: string) {
    const rows = await rowsOf(readTenant(caller, tenantId));
    return treeNodes(rows, (row) => ({ id: row.id, parentId: row.parentId, title: row.roleName }));
  }

  /** The role tree of the role's own tenant; only the platform administrator may look beyond the own tenant. */
  async function treeById(caller: Caller, roleId: string) {
    const scoped = isSuperAdmin(caller) ? platformWide : scopedTo(caller.tenantId);
    const role = await findLive(db, roles, scoped, roleId);
    const rows = await rowsOf(role.tenantId);
    return treeNodes(rows, (row) => ({ id: row.id, parentId: row.parentId, title: row.roleName }));
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<Role> {
    const scoped = scopedTo(caller.tenantId);
    const row = await findLive(db, roles, scoped, id);
    if (row.parentId === '0') return toRole(row, message(lang, 'topLevel'));
    const [parent] = await tenantScope(db, caller.tenantId).from(roles).where(eq(roles.id, row.parentId));
    return toRole(row, parent?.roleName ?? '');
  }

  async function submit(caller: Caller, input: RoleSubmit) {
    if (input.roleAlias === SUPER_ROLE && !isSuperAdmin(caller)) throw badRequest('superRoleAlias');
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const scoped: Scoped = (...c) => scope.where(roles, ...c);
      const parentId = parentOrTop(input.parentId);
      const existing = input.id ? await findLive(tx, roles, scoped, input.id) : undefined;
      if (parentId !== '0') {
        const all = await scope.select(roles, live);
        const parents = new Map(all.map((row) => [row.id, row.parentId]));
        if (!parents.has(parentId)) throw badRequest('parentMissing', parentId);
        if (existing) assertNotOwnAncestor(existing.id, parentId, (id) => parents.get(id));
      }
      const values = { parentId, roleName: input.roleName, roleAlias: input.roleAlias, sort: input.sort };
      if (existing) await scope.update(roles, values, eq(roles.id, existing.id));
      else await scope.insert(roles, [{ id: nextId(), ...values }]);
    });
  }

  async function remove(caller: Caller, ids: string[]) {
    const scoped = scopedTo(caller.tenantId);
    await removeLive(
      db,
      roles,
      scoped,
      ids,
      async (tx, rows) => {
        const named = rows.map((row) => ({ id: row.id, name: row.roleName }));
        await assertNotHeldByUsers(tx, caller.tenantId, 'roleId', named, 'roleInUse');
        const children = await tenantScope(tx, caller.tenantId)
          .from(roles, { roleName: roles.roleName })
          .where(live, inArray(roles.parentId, ids), notInArray(roles.id, ids));
        if (children.length) throw badRequest('hasChildren', children.map((c) => c.roleName).join(','));
      },
      async (tx, removed) => {
        // The link tables have no tenant column; `removed` are this tenant's roles, checked above.
        await sharedTables(tx).delete(roleMenus, inArray(roleMenus.roleId, removed));
        await sharedTables(tx).delete(roleScopes, inArray(roleScopes.roleId, removed));
      },
    );
  }

  /**
   * Replaces the roles' grants in one transaction. Anyone but the platform administrator may only hand out
   * menus their own roles hold, so a tenant administrator cannot grant themselves platform menus.
   */
  async function grant(caller: Caller, input: RoleGrant) {
    const roleIds = [...new Set(input.roleIds)];
    const menuIds = [...new Set(input.menuIds)];
    const dataScopeIds = [...new Set(input.dataScopeIds ?? [])];
    const apiScopeIds = [...new Set(input.apiScopeIds ?? [])];
    await findAllLive(db, roles, scopedTo(caller.tenantId), roleIds);
    await assertExist(menus, menuIds, 'unknownMenus');
    await assertExist(dataScopes, dataScopeIds, 'unknownScopes');
    await assertExist(apiScopes, apiScopeIds, 'unknownScopes');
    if (!isSuperAdmin(caller) && menuIds.length) {
      const own = caller.roleIds.length
        ? await tenantScope(db, caller.tenantId)
            .from(roles, { menuId: roleMenus.menuId })
            .innerJoinShared(roleMenus, eq(roleMenus.roleId, roles.id))
            .where(inArray(roles.id, caller.roleIds))
        : [];
      const held = new Set(own.map((row) => row.menuId));
      const beyond = menuIds.filter((id) => !held.has(id));
      if (beyond.length) throw new AppError(403, 'grantBeyondOwn', beyond.join(','));
    }
    await db.transaction(async (tx) => {
      // The link tables have no tenant column; `roleIds` are this tenant's roles (findAllLive above).
      const links = sharedTables(tx);
      await links.delete(roleMenus, inArray(roleMenus.roleId, roleIds));
      await links.delete(roleScopes, inArray(roleScopes.roleId, roleIds));
      const menuRows = roleIds.flatMap((roleId) =>
        menuIds.map((menuId) => ({ id: nextId(), roleId, menuId })),
      );
      const scopeRows = roleIds.flatMap((roleId) => [
        ...dataScopeIds.map((scopeId) => ({ id: nextId(), roleId, scopeId, scopeCategory: DATA_SCOPE })),
        ...apiScopeIds.map((scopeId) => ({ id: nextId(), roleId, scopeId, scopeCategory: API_SCOPE })),
      ]);
      if (menuRows.length) await links.insert(roleMenus, menuRows);
      if (scopeRows.length) await links.insert(roleScopes, scopeRows);
    });
  }

  async function assertExist(
    table: typeof menus | typeof dataScopes | typeof apiScopes,
    ids: string[],
    key: 'unknownMenus' | 'unknownScopes',
  ) {
    if (ids.length === 0) return;
    const rows = await sharedTables(db)
      .from(table, { id: table.id })
      .where(and(inArray(table.id, ids), eq(table.isDeleted, 0)));
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw badRequest(key, missing.join(','));
  }

  return { list, tree, treeById, detail, submit, remove, grant };
}

export type RoleService = ReturnType<typeof createRoleService>;
