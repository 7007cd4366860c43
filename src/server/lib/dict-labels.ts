import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { dicts } from '../db/schema/platform.ts';
import { sharedTables } from '../db/tenant-scope.ts';
import type { Lang } from '../http/messages.ts';

export type Labels = (code: string, key: number | string | null | undefined) => string;

/**
 * The `*Name` fields BladeX resolves from system dictionaries (sexName, deptCategoryName, scopeTypeName, ...):
 * one query for the codes a screen needs, in the caller's language.
 */
export async function dictLabels(db: Database, codes: string[], lang: Lang): Promise<Labels> {
  const rows = await sharedTables(db)
    .from(dicts)
    .where(and(inArray(dicts.code, codes), ne(dicts.parentId, '0'), eq(dicts.isDeleted, 0)));
  const byCode = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const label = lang === 'en' && row.dictValueEn ? row.dictValueEn : row.dictValue;
    if (!byCode.has(row.code)) byCode.set(row.code, new Map());
    byCode.get(row.code)!.set(row.dictKey, label);
  }
  return (code, key) => (key === null || key === undefined ? '' : (byCode.get(code)?.get(String(key)) ?? ''));
}
