import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { menus } from '../db/schema/platform.ts';
import type { Lang } from './messages.ts';

/**
 * What a permission code means to a user: the screen, and the button when the code is one ("物料管理 · 查看"),
 * from the menu tree, so a refusal says what is missing instead of showing a code like cg_material_view.
 */
export function createPermissionLabels(db: Database) {
  return async function labelOf(code: string, lang: Lang): Promise<string> {
    const [row] = await db
      .select()
      .from(menus)
      .where(and(eq(menus.code, code), eq(menus.isDeleted, 0)))
      .limit(1);
    if (!row) return code;
    const name = (m: typeof row) => (lang === 'en' && m.nameEn ? m.nameEn : m.name);
    if (row.category === 1 || row.parentId === '0') return name(row);
    const [screen] = await db
      .select()
      .from(menus)
      .where(and(inArray(menus.id, [row.parentId]), eq(menus.isDeleted, 0)));
    return screen ? `${name(screen)} · ${name(row)}` : name(row);
  };
}
