import { eq, inArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import {
  apiScopes,
  dataScopes,
  roleMenus,
  roleScopes,
  roles,
  topMenus,
  topMenuSettings,
} from '../../db/schema/platform.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';
import type { Lang } from '../../http/messages.ts';
import { isSuperAdmin } from '../../http/permission.ts';
import { MENU, type MenuRow, type MenuService } from './menu.service.ts';
import { API_SCOPE, DATA_SCOPE } from './role.service.ts';
import { findAllLive, platformWide } from '../../lib/records.ts';
import { forest, treeNode } from '../../lib/tree-nodes.ts';

type GrantTree = components['schemas']['GrantTree'];
type TreeKeys = components['schemas']['TreeKeys'];
type TreeNode = components['schemas']['TreeNode'];

/**
 * What a role or top-menu editor shows: the trees one may grant from (menu/grant-tree, menu/grant-top-tree),
 * and the ids already granted (menu/role-tree-keys, menu/top-tree-keys) to check in them.
 */
export function createGrantService(db: Database, menus: MenuService) {
  const menuNodes = (rows: MenuRow[], lang: Lang) =>
    rows.map((row) => treeNode(row.id, row.parentId, menus.toMenu(row, lang).name));

  /** The menus owning scopes, with the scope rows as their children (parentId = menu id). */
  async function scopeForest(table: typeof dataScopes | typeof apiScopes, visible: MenuRow[], lang: Lang) {
    const byId = new Map(visible.map((row) => [row.id, row]));
    const scopes = (await sharedTables(db).from(table).where(eq(table.isDeleted, 0))).filter((s) =>
      byId.has(s.menuId),
    );
    const owners = [...new Set(scopes.map((s) => s.menuId))].map((id) => byId.get(id)!);
    const nodes: TreeNode[] = [
      ...menuNodes(owners, lang),
      ...scopes.map((s) => treeNode(s.id, s.menuId, s.scopeName)),
    ];
    return forest(nodes);
  }

  async function grantTree(caller: Caller, lang: Lang): Promise<GrantTree> {
    const visible = await menus.visibleMenus(caller);
    return {
      menu: forest(menuNodes(visible, lang)),
      dataScope: await scopeForest(dataScopes, visible, lang),
      apiScope: await scopeForest(apiScopes, visible, lang),
    };
  }

  async function roleTreeKeys(caller: Caller, roleIds: string[]): Promise<TreeKeys> {
    const scope = tenantScope(db, caller.tenantId);
    await findAllLive(
      db,
      roles,
      isSuperAdmin(caller) ? platformWide : (...c) => scope.where(roles, ...c),
      roleIds,
    );
    if (roleIds.length === 0) return { menu: [], dataScope: [], apiScope: [] };
    // The link tables have no tenant column: `roleIds` were found in the caller's reach above.
    const links = sharedTables(db);
    const [menuRows, scopeRows] = await Promise.all([
      links.from(roleMenus, { id: roleMenus.menuId }).where(inArray(roleMenus.roleId, roleIds)),
      links.from(roleScopes).where(inArray(roleScopes.roleId, roleIds)),
    ]);
    const unique = (ids: string[]) => [...new Set(ids)];
    return {
      menu: unique(menuRows.map((row) => row.id)),
      dataScope: unique(
        scopeRows.filter((row) => row.scopeCategory === DATA_SCOPE).map((row) => row.scopeId),
      ),
      apiScope: unique(scopeRows.filter((row) => row.scopeCategory === API_SCOPE).map((row) => row.scopeId)),
    };
  }

  async function grantTopTree(caller: Caller, lang: Lang) {
    return { menu: forest(menuNodes(await menus.visibleMenus(caller, MENU), lang)) };
  }

  async function topTreeKeys(caller: Caller, topMenuIds: string[]) {
    const scope = tenantScope(db, caller.tenantId);
    await findAllLive(db, topMenus, (...c) => scope.where(topMenus, ...c), topMenuIds);
    if (topMenuIds.length === 0) return { menu: [] };
    // No tenant column on the link table: `topMenuIds` are this tenant's top menus (findAllLive above).
    const rows = await sharedTables(db)
      .from(topMenuSettings, { id: topMenuSettings.menuId })
      .where(inArray(topMenuSettings.topMenuId, topMenuIds));
    return { menu: [...new Set(rows.map((row) => row.id))] };
  }

  return { grantTree, roleTreeKeys, grantTopTree, topTreeKeys };
}

export type GrantService = ReturnType<typeof createGrantService>;
