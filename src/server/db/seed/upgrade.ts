import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../database.ts';
import { dicts, menus, roleMenus, roles, users } from '../schema/platform.ts';
import { createIdGenerator } from '../../domain/ids.ts';
import { DEMO_ACCOUNTS, DEMO_ROLE_GRANTS, DEMO_TENANT_ID } from './demo-accounts.ts';
import { SYSTEM_DICTS } from './dictionaries.ts';
import { flattenMenus, MENU_TREE } from './menu-tree.ts';

export interface SeedUpgrade {
  menus: string[];
  dictEntries: string[];
  demoGrants: number;
}

/**
 * Brings the seeded reference data of a database created by an earlier release up to this one: the menus and
 * buttons (matched by code) and the dictionary entries (matched by code and key) that the release added. Rows an
 * administrator deleted stay deleted (a deleted row still counts as present) and rows they edited are left alone.
 * Where the demo organisation exists, its roles get the new menus that DEMO_ROLE_GRANTS gives them, so QA's
 * persisted demo and a demo server see a new screen after an upgrade without being reset. The ids of added rows
 * are snowflakes: the seed's fixed ids follow tree positions, which a new menu shifts.
 */
export async function upgradeSeed(db: Database, nextId = createIdGenerator()): Promise<SeedUpgrade> {
  return db.transaction(async (tx) => {
    const present = await tx.select({ id: menus.id, code: menus.code }).from(menus);
    const idByCode = new Map(present.map((m) => [m.code, m.id]));
    const wanted = flattenMenus(MENU_TREE);
    const seedCodeById = new Map(wanted.map((m) => [m.id, m.code]));
    const added = [];
    for (const row of wanted) {
      if (idByCode.has(row.code)) continue;
      const parentCode = seedCodeById.get(row.parentId ?? '');
      const parentId = row.parentId === '0' ? '0' : parentCode ? idByCode.get(parentCode) : undefined;
      // A parent the administrator removed for good takes its new children with it.
      if (parentId === undefined) continue;
      const id = nextId();
      idByCode.set(row.code, id);
      added.push({ ...row, id, parentId });
    }
    if (added.length > 0) await tx.insert(menus).values(added);

    const dictRows = await tx.select({ code: dicts.code, key: dicts.dictKey, id: dicts.id }).from(dicts);
    const dictKeys = new Set(dictRows.map((d) => `${d.code}\u0000${d.key}`));
    const parentOf = new Map(dictRows.filter((d) => d.key === '-1').map((d) => [d.code, d.id]));
    const dictEntries: string[] = [];
    for (const [code, name, nameEn, entries] of SYSTEM_DICTS) {
      let parentId = parentOf.get(code);
      if (!parentId) {
        parentId = nextId();
        await tx
          .insert(dicts)
          .values({ id: parentId, code, dictKey: '-1', dictValue: name, dictValueEn: nameEn, sort: 0 });
      }
      const missing = entries
        .map(([key, value, valueEn], i) => ({ key, value, valueEn, sort: i + 1 }))
        .filter((e) => !dictKeys.has(`${code}\u0000${e.key}`));
      if (missing.length === 0) continue;
      await tx.insert(dicts).values(
        missing.map((e) => ({
          id: nextId(),
          parentId,
          code,
          dictKey: e.key,
          dictValue: e.value,
          dictValueEn: e.valueEn,
          sort: e.sort,
        })),
      );
      dictEntries.push(...missing.map((e) => `${code}:${e.key}`));
    }

    const demoGrants = added.length > 0 ? await grantNewMenusToDemoRoles(tx, added, idByCode, nextId) : 0;
    return { menus: added.map((m) => m.code), dictEntries, demoGrants };
  });
}

async function grantNewMenusToDemoRoles(
  tx: Tx,
  added: { id: string; code: string }[],
  idByCode: Map<string, string>,
  nextId: () => string,
): Promise<number> {
  const demoUsers = await tx
    .select({ account: users.account })
    .from(users)
    .where(
      and(
        eq(users.tenantId, DEMO_TENANT_ID),
        inArray(
          users.account,
          DEMO_ACCOUNTS.map((a) => a.account),
        ),
      ),
    );
  if (demoUsers.length === 0) return 0;
  const roleRows = await tx
    .select({ id: roles.id, alias: roles.roleAlias })
    .from(roles)
    .where(and(eq(roles.tenantId, DEMO_TENANT_ID), eq(roles.isDeleted, 0)));
  const allMenus = await tx.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  const parentById = new Map(allMenus.map((m) => [m.id, m.parentId]));
  const addedCodes = new Set(added.map((m) => m.code));
  const rows: { id: string; roleId: string; menuId: string }[] = [];
  for (const role of roleRows) {
    const newCodes = (DEMO_ROLE_GRANTS[role.alias] ?? []).filter((code) => addedCodes.has(code));
    if (newCodes.length === 0) continue;
    const held = await tx
      .select({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(eq(roleMenus.roleId, role.id));
    const granted = new Set(held.map((g) => g.menuId));
    for (const code of newCodes) {
      // The menu and the folders above it, as the demo seed grants them.
      for (
        let menuId = idByCode.get(code);
        menuId && menuId !== '0';
        menuId = parentById.get(menuId) ?? undefined
      ) {
        if (granted.has(menuId)) continue;
        granted.add(menuId);
        rows.push({ id: nextId(), roleId: role.id, menuId });
      }
    }
  }
  if (rows.length > 0) await tx.insert(roleMenus).values(rows);
  return rows.length;
}
