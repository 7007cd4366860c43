import type { DictItem, Menu } from '@/api/generated/blade-system/model';
import { DEMO_ACCOUNTS, DEMO_ROLE_GRANTS } from '@/server/db/seed/demo-accounts';
import { SYSTEM_DICTS } from '@/server/db/seed/dictionaries';
import { flattenMenus, MENU_TREE, type SeedMenuRow } from '@/server/db/seed/menu-tree';

/**
 * dev:mock's answers that come from the server's seed rather than faker. Menus and permissions: the seeded menu tree (src/server/db/seed/menu-tree.ts) rather than faker's
 * random nodes, so the sidebar, the breadcrumbs and the tags lead to the screens the client ships, and
 * `menu/buttons` answers real permission codes. The mock user holds all of them (every add/edit/delete/grant
 * dialog is reachable); a scenario may narrow it to one demo role's grants.
 */
const ROWS = flattenMenus(MENU_TREE);

export { DEMO_ACCOUNTS };

/** The signed-in mock user: id of the token answer, and every role alias the seed knows. */
export const MOCK_USER_ID = '1';
export const MOCK_USER_ROLES = ['administrator', ...DEMO_ACCOUNTS.map((a) => a.roleAlias)];

/** Every permission (menu and button) code the seed defines. */
export const SEEDED_CODES: readonly string[] = ROWS.map((row) => row.code);

export type MenuLanguage = 'zh' | 'en';

export const languageOf = (request: Request): MenuLanguage =>
  /^en\b/i.test(request.headers.get('Accept-Language') ?? '') ? 'en' : 'zh';

function toMenu(row: SeedMenuRow, language: MenuLanguage): Menu {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: language === 'en' ? row.nameEn : row.name,
    alias: row.alias ?? 'menu',
    path: row.path,
    source: row.source ?? '',
    sort: row.sort,
    category: row.category,
    action: row.action ?? 0,
    isOpen: row.isOpen ?? 1,
    remark: '',
  };
}

/**
 * The granted rows of one category and their ancestors, as a forest (what the server's menu/routes and
 * menu/buttons answer). `granted` undefined: everything.
 */
export function seededMenuForest(
  category: 1 | 2,
  language: MenuLanguage,
  granted?: ReadonlySet<string>,
): Menu[] {
  const byId = new Map(ROWS.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const row of ROWS) {
    if (row.category !== category || (granted && !granted.has(row.code))) continue;
    for (let at: SeedMenuRow | undefined = row; at && !keep.has(at.id); at = byId.get(at.parentId))
      keep.add(at.id);
  }
  const nodes = new Map(
    ROWS.filter((row) => keep.has(row.id)).map((row) => [
      row.id,
      { ...toMenu(row, language), children: [] as Menu[] },
    ]),
  );
  const roots: Menu[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The codes one seeded role is granted (the demo organisation's grants). */
export function roleGrants(roleAlias: string): ReadonlySet<string> {
  return new Set(DEMO_ROLE_GRANTS[roleAlias] ?? []);
}

/** The seeded entries of one dictionary code (`dict/dictionary?code=`), or undefined when the seed has none. */
export function seededDictionary(code: string, language: MenuLanguage): DictItem[] | undefined {
  const index = SYSTEM_DICTS.findIndex(([dictCode]) => dictCode === code);
  const dict = SYSTEM_DICTS[index];
  if (!dict) return undefined;
  const parentId = String(7_000_000 + (index + 1) * 100);
  return dict[3].map(([dictKey, value, valueEn], i) => ({
    id: String(Number(parentId) + i + 1),
    parentId,
    code,
    dictKey,
    dictValue: language === 'en' ? valueEn : value,
    sort: i + 1,
    remark: '',
  }));
}
