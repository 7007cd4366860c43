import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { menus, roleMenus, topMenus, topMenuSettings } from '../../db/schema/platform.ts';
import type { NextId } from '../../domain/ids.ts';
import { buildForest } from '../../domain/tree.ts';
import { badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import type { LookupCache } from '../../http/lookup-cache.ts';
import { isSuperAdmin, type PermissionSource } from '../../http/permission.ts';
import { dictLabels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, platformWide, removeLive } from '../../lib/records.ts';
import { assertNotOwnAncestor, forest, parentOrTop, treeNodes } from '../../lib/tree-nodes.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';

type Menu = components['schemas']['Menu'];
type MenuView = components['schemas']['MenuView'];
type MenuSubmit = components['schemas']['MenuSubmit'];
type TopMenu = components['schemas']['TopMenu'];
export type MenuRow = typeof menus.$inferSelect;
type MenuFilters = { name?: string; code?: string; alias?: string };

export const MENU = 1;
export const BUTTON = 2;

/**
 * Menus and buttons: as the caller's roles see them (routes, buttons, permission codes; a change to grants or
 * menus applies at the next request), and their administration (platform-wide, so the routes let only the
 * platform administrator write).
 */
export function createMenuService(db: Database, nextId: NextId, lookups: LookupCache) {
  async function allLive(): Promise<MenuRow[]> {
    return sharedTables(db).from(menus).where(eq(menus.isDeleted, 0)).orderBy(asc(menus.sort), asc(menus.id));
  }

  /** The menus granted to these roles: the caller's own (from the session), so no tenant condition applies. */
  async function grantedIds(roleIds: string[]): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await sharedTables(db)
      .from(roleMenus, { menuId: roleMenus.menuId })
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
      // The placements of the caller's own tenant's top menu (the link table has no tenant column).
      const settings = await tenantScope(db, caller.tenantId)
        .from(topMenus, { menuId: topMenuSettings.menuId })
        .innerJoinShared(topMenuSettings, eq(topMenuSettings.topMenuId, topMenus.id))
        .where(eq(topMenus.id, topMenuId));
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
    const rows = await tenantScope(db, caller.tenantId)
      .from(topMenus)
      .where(eq(topMenus.isDeleted, 0))
      .orderBy(asc(topMenus.sort));
    return rows.map(({ id, code, name, source, path, sort }) => ({ id, code, name, source, path, sort }));
  }

  /** The live menus' and buttons' codes granted to these roles, in one query. */
  async function grantedCodes(roleIds: string[]): Promise<ReadonlySet<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await sharedTables(db)
      .from(menus, { code: menus.code })
      .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
      .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.isDeleted, 0)));
    return new Set(rows.map((row) => row.code));
  }

  // Every guarded request asks (often twice: the route's guard, then the row's allowed actions): held as a
  // look-up, forgotten on every write, so a grant or a menu change still applies at the next request.
  const permissions: PermissionSource = {
    codesForRoles: (roleIds) =>
      lookups.get(`codes:${[...roleIds].sort().join(',')}`, () => grantedCodes(roleIds)),
  };

  /** The menus the caller may see or grant: every one for the platform administrator, else granted + ancestors. */
  async function visibleMenus(caller: Caller, category?: number): Promise<MenuRow[]> {
    const all = (await allLive()).filter((row) => category === undefined || row.category === category);
    return withAncestors(all, await visibleTo(caller));
  }

  async function viewsOf(
    rows: MenuRow[],
    lang: Lang,
    parentNames?: Map<string, string>,
  ): Promise<MenuView[]> {
    const labels = await dictLabels(db, ['menu_category', 'button_func', 'yes_no'], lang);
    const top = message(lang, 'topLevel');
    const names = parentNames ?? new Map(rows.map((row) => [row.id, toMenu(row, lang).name]));
    return rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      name: toMenu(row, lang).name,
      nameEn: row.nameEn,
      alias: row.alias,
      path: row.path,
      source: row.source,
      sort: row.sort,
      category: row.category,
      action: row.action,
      isOpen: row.isOpen,
      remark: row.remark,
      parentName: row.parentId === '0' ? top : (names.get(row.parentId) ?? ''),
      categoryName: labels('menu_category', row.category),
      actionName: labels('button_func', row.action),
      isOpenName: labels('yes_no', row.isOpen),
    }));
  }

  const filtered = (filters: MenuFilters, ...more: Parameters<typeof and>) =>
    sharedTables(db)
      .from(menus)
      .where(
        and(
          eq(menus.isDeleted, 0),
          contains(menus.name, filters.name),
          contains(menus.code, filters.code),
          contains(menus.alias, filters.alias),
          ...more,
        ),
      )
      .orderBy(asc(menus.sort), asc(menus.id));

  async function parentNames(rows: MenuRow[], lang: Lang) {
    const ids = [...new Set(rows.map((row) => row.parentId).filter((id) => id !== '0'))];
    if (ids.length === 0) return new Map<string, string>();
    const parents = await sharedTables(db).from(menus).where(inArray(menus.id, ids));
    return new Map(parents.map((row) => [row.id, toMenu(row, lang).name]));
  }

  async function list(filters: MenuFilters, lang: Lang) {
    const rows = await filtered(filters);
    return forest(await viewsOf(rows, lang, await parentNames(rows, lang)));
  }

  async function detail(id: string, lang: Lang): Promise<MenuView> {
    const row = await findLive(db, menus, platformWide, id);
    const [view] = await viewsOf([row], lang, await parentNames([row], lang));
    // The edit form's source: the stored name, not its English display, or saving from the English interface
    // would overwrite the Chinese name with the English one.
    return { ...view!, name: row.name };
  }

  /** One level of the tree, each node saying whether anything hangs below it (lazy-loading tables). */
  async function lazyList(parentId: string | undefined, filters: MenuFilters, lang: Lang, category?: number) {
    const rows = await filtered(
      filters,
      eq(menus.parentId, parentOrTop(parentId)),
      category ? eq(menus.category, category) : undefined,
    );
    if (rows.length === 0) return [];
    const below = await sharedTables(db)
      .from(menus, { parentId: menus.parentId, n: count() })
      .where(
        and(
          eq(menus.isDeleted, 0),
          inArray(
            menus.parentId,
            rows.map((row) => row.id),
          ),
          category ? eq(menus.category, category) : undefined,
        ),
      )
      .groupBy(menus.parentId);
    const withChildren = new Set(below.map((row) => row.parentId));
    const views = await viewsOf(rows, lang, await parentNames(rows, lang));
    return views.map((view) => ({ ...view, hasChildren: withChildren.has(view.id) }));
  }

  async function page(query: PageQuery & MenuFilters, lang: Lang) {
    const where = and(
      eq(menus.isDeleted, 0),
      eq(menus.category, MENU),
      contains(menus.name, query.name),
      contains(menus.code, query.code),
      contains(menus.alias, query.alias),
    );
    const result = await pageOf(db, menus, where, [asc(menus.sort), asc(menus.id)], query);
    return {
      ...result,
      records: await viewsOf(result.records, lang, await parentNames(result.records, lang)),
    };
  }

  async function tree(lang: Lang) {
    const rows = (await allLive()).filter((row) => row.category === MENU);
    return treeNodes(rows, (row) => ({ id: row.id, parentId: row.parentId, title: toMenu(row, lang).name }));
  }

  /** Saves a menu or button and answers it (BladeX clients read the saved row, with its id). */
  async function submit(input: MenuSubmit, lang: Lang): Promise<MenuView> {
    const parentId = parentOrTop(input.parentId);
    const id = await db.transaction(async (tx) => {
      const existing = input.id ? await findLive(tx, menus, platformWide, input.id) : undefined;
      if (parentId !== '0') {
        const all = await sharedTables(tx)
          .from(menus, { id: menus.id, parentId: menus.parentId })
          .where(eq(menus.isDeleted, 0));
        const parents = new Map(all.map((row) => [row.id, row.parentId]));
        if (!parents.has(parentId)) throw badRequest('parentMissing', parentId);
        if (existing) assertNotOwnAncestor(existing.id, parentId, (menuId) => parents.get(menuId));
      }
      const values = {
        parentId,
        code: input.code,
        name: input.name,
        nameEn: input.nameEn ?? '',
        alias: input.alias || 'menu',
        path: input.path,
        source: input.source ?? '',
        sort: input.sort,
        category: input.category,
        action: input.action ?? 0,
        isOpen: input.isOpen ?? 1,
        remark: input.remark ?? '',
      };
      if (existing) {
        await sharedTables(tx).update(menus, values, eq(menus.id, existing.id));
        return existing.id;
      }
      const newId = nextId();
      await sharedTables(tx).insert(menus, [{ id: newId, ...values }]);
      return newId;
    });
    return detail(id, lang);
  }

  async function remove(ids: string[]) {
    await removeLive(
      db,
      menus,
      platformWide,
      ids,
      async (tx) => {
        const children = await sharedTables(tx)
          .from(menus, { name: menus.name })
          .where(and(eq(menus.isDeleted, 0), inArray(menus.parentId, ids), notInArray(menus.id, ids)));
        if (children.length) throw badRequest('hasChildren', children.map((c) => c.name).join(','));
      },
      async (tx, removed) => {
        // Grants and top-menu placements of a removed menu would only be dead rows.
        await sharedTables(tx).delete(roleMenus, inArray(roleMenus.menuId, removed));
        await sharedTables(tx).delete(topMenuSettings, inArray(topMenuSettings.menuId, removed));
      },
    );
  }

  return {
    routes,
    buttons,
    topMenuList,
    permissions,
    visibleMenus,
    toMenu,
    list,
    detail,
    lazyList,
    page,
    tree,
    submit,
    remove,
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
