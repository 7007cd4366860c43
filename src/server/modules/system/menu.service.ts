import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { menus, roleMenus, topMenus, topMenuSettings } from '../../db/schema/platform.ts';
import { buildForest } from '../../domain/tree.ts';
import type { Lang } from '../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../http/permission.ts';

type Menu = components['schemas']['Menu'];
type TopMenu = components['schemas']['TopMenu'];
type MenuRow = typeof menus.$inferSelect;

const MENU = 1;
const BUTTON = 2;

/** Menus and buttons as the caller's roles see them; grants are read per request, so changes apply at once. */
export function createMenuService(db: Database) {
  async function allLive(): Promise<MenuRow[]> {
    return db.select().from(menus).where(eq(menus.isDeleted, 0)).orderBy(asc(menus.sort), asc(menus.id));
  }

  async function grantedIds(roleIds: string[]): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await db
      .select({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(inArray(roleMenus.roleId, roleIds));
    return new Set(rows.map((row) => row.menuId));
  }

  /** The granted rows plus every ancestor, so a granted leaf always hangs in its place in the tree. */
  function withAncestors(all: MenuRow[], keep: (row: MenuRow) => boolean): MenuRow[] {
    const byId = new Map(all.map((row) => [row.id, row]));
    const chosen = new Set<string>();
    for (const row of all) {
      if (!keep(row)) continue;
      let current: MenuRow | undefined = row;
      while (current && !chosen.has(current.id)) {
        chosen.add(current.id);
        current = byId.get(current.parentId);
      }
    }
    return all.filter((row) => chosen.has(row.id));
  }

  function toMenu(row: MenuRow, lang: Lang): Menu {
    return {
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      name: lang === 'en' && row.nameEn ? row.nameEn : row.name,
      alias: row.alias,
      path: row.path,
      source: row.source,
      sort: row.sort,
      category: row.category,
      action: row.action,
      isOpen: row.isOpen,
      remark: row.remark,
    };
  }

  async function visibleTo(caller: Caller): Promise<(row: MenuRow) => boolean> {
    if (isSuperAdmin(caller)) return () => true;
    const granted = await grantedIds(caller.roleIds);
    return (row) => granted.has(row.id);
  }

  async function routes(caller: Caller, lang: Lang, topMenuId?: string): Promise<Menu[]> {
    const all = (await allLive()).filter((row) => row.category === MENU);
    const visible = await visibleTo(caller);
    let inTop: (row: MenuRow) => boolean = () => true;
    if (topMenuId) {
      const settings = await db
        .select({ menuId: topMenuSettings.menuId })
        .from(topMenuSettings)
        .innerJoin(topMenus, eq(topMenus.id, topMenuSettings.topMenuId))
        .where(and(eq(topMenuSettings.topMenuId, topMenuId), eq(topMenus.tenantId, caller.tenantId)));
      const ids = new Set(settings.map((s) => s.menuId));
      inTop = (row) => ids.has(row.id);
    }
    const rows = withAncestors(all, (row) => visible(row) && inTop(row));
    return buildForest(rows.map((row) => toMenu(row, lang)));
  }

  async function buttons(caller: Caller, lang: Lang): Promise<Menu[]> {
    const all = await allLive();
    const visible = await visibleTo(caller);
    const rows = withAncestors(all, (row) => row.category === BUTTON && visible(row));
    return buildForest(rows.map((row) => toMenu(row, lang)));
  }

  async function topMenuList(caller: Caller): Promise<TopMenu[]> {
    const rows = await db
      .select()
      .from(topMenus)
      .where(and(eq(topMenus.tenantId, caller.tenantId), eq(topMenus.isDeleted, 0)))
      .orderBy(asc(topMenus.sort));
    return rows.map(({ id, code, name, source, path, sort }) => ({ id, code, name, source, path, sort }));
  }

  const permissions: PermissionSource = {
    async codesForRoles(roleIds) {
      const granted = await grantedIds(roleIds);
      if (granted.size === 0) return new Set();
      const rows = await db
        .select({ code: menus.code })
        .from(menus)
        .where(and(inArray(menus.id, [...granted]), eq(menus.isDeleted, 0)));
      return new Set(rows.map((row) => row.code));
    },
  };

  return { routes, buttons, topMenuList, permissions };
}

export type MenuService = ReturnType<typeof createMenuService>;
