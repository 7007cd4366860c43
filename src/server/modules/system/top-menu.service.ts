import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { menus, topMenus, topMenuSettings } from '../../db/schema/platform.ts';
import { sharedTables, tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findAllLive, findLive, removeLive, type Scoped } from '../../lib/records.ts';

type TopMenu = components['schemas']['TopMenu'];
type TopMenuSubmit = components['schemas']['TopMenuSubmit'];
type TopMenuGrant = components['schemas']['TopMenuGrant'];

const toTopMenu = ({ id, code, name, source, path, sort }: typeof topMenus.$inferSelect): TopMenu => ({
  id,
  code,
  name,
  source,
  path,
  sort,
});

/** Top menus of a tenant and the menus placed under each (blade_top_menu_setting). */
export function createTopMenuService(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(topMenus.isDeleted, 0);
  const scopedTo = (caller: Caller, on: Database = db): Scoped => {
    const scope = tenantScope(on, caller.tenantId);
    return (...conditions) => scope.where(topMenus, ...conditions);
  };

  async function list(caller: Caller, query: PageQuery & { code?: string; name?: string }) {
    const where = scopedTo(caller)(
      live,
      contains(topMenus.code, query.code),
      contains(topMenus.name, query.name),
    );
    return mapPage(
      await pageOf(db, topMenus, where, [asc(topMenus.sort), asc(topMenus.id)], query),
      toTopMenu,
    );
  }

  const detail = async (caller: Caller, id: string) =>
    toTopMenu(await findLive(db, topMenus, scopedTo(caller), id));

  async function submit(caller: Caller, input: TopMenuSubmit) {
    const values = {
      code: input.code,
      name: input.name,
      source: input.source ?? '',
      path: input.path ?? '',
      sort: input.sort,
      updateUser: caller.userId,
      updateTime: clock(),
    };
    const scope = tenantScope(db, caller.tenantId);
    if (input.id) {
      await findLive(db, topMenus, scopedTo(caller), input.id);
      await scope.update(topMenus, values, eq(topMenus.id, input.id));
    } else {
      await scope.insert(topMenus, [
        { id: nextId(), ...values, createUser: caller.userId, createTime: clock() },
      ]);
    }
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, topMenus, scopedTo(caller), ids, undefined, (tx, removed) =>
      // No tenant column on the link table: `removed` are this tenant's top menus.
      sharedTables(tx).delete(topMenuSettings, inArray(topMenuSettings.topMenuId, removed)),
    );
  }

  /** Replaces the menus under the given top menus, in one transaction. */
  async function grant(caller: Caller, input: TopMenuGrant) {
    const topMenuIds = [...new Set(input.topMenuIds)];
    const menuIds = [...new Set(input.menuIds)];
    await findAllLive(db, topMenus, scopedTo(caller), topMenuIds);
    if (menuIds.length) {
      const found = await sharedTables(db)
        .from(menus, { id: menus.id })
        .where(and(inArray(menus.id, menuIds), eq(menus.isDeleted, 0)));
      const known = new Set(found.map((row) => row.id));
      const missing = menuIds.filter((id) => !known.has(id));
      if (missing.length) throw badRequest('unknownMenus', missing.join(','));
    }
    await db.transaction(async (tx) => {
      // No tenant column on the link table: `topMenuIds` are this tenant's top menus (findAllLive above).
      const links = sharedTables(tx);
      await links.delete(topMenuSettings, inArray(topMenuSettings.topMenuId, topMenuIds));
      const rows = topMenuIds.flatMap((topMenuId) =>
        menuIds.map((menuId) => ({ id: nextId(), topMenuId, menuId })),
      );
      if (rows.length) await links.insert(topMenuSettings, rows);
    });
  }

  return { list, detail, submit, remove, grant };
}

export type TopMenuService = ReturnType<typeof createTopMenuService>;
