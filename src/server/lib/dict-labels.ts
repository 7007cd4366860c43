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
  const rows = await dictRows(db, codes);
  const byCode = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const label = lang === 'en' && row.dictValueEn ? row.dictValueEn : row.dictValue;
    if (!byCode.has(row.code)) byCode.set(row.code, new Map());
    byCode.get(row.code)!.set(row.dictKey, label);
  }
  return (code, key) => (key === null || key === undefined ? '' : (byCode.get(code)?.get(String(key)) ?? ''));
}

type DictRow = typeof dicts.$inferSelect;
/** Look-ups under way per database and code set. */
const inFlight = new WeakMap<Database, Map<string, Promise<DictRow[]>>>();

/**
 * Requests that need the same codes at the same moment share one query (a busy list page asked for the same
 * dictionary once per request). Nothing is kept once the query has answered: a later request reads again, so
 * an edited dictionary shows at once, on every instance.
 */
function dictRows(db: Database, codes: string[]): Promise<DictRow[]> {
  let pending = inFlight.get(db);
  if (!pending) inFlight.set(db, (pending = new Map()));
  const key = [...codes].sort().join('\n');
  const running = pending.get(key);
  if (running) return running;
  const query = sharedTables(db)
    .from(dicts)
    .where(and(inArray(dicts.code, codes), ne(dicts.parentId, '0'), eq(dicts.isDeleted, 0)))
    .then((rows) => rows);
  const map = pending;
  map.set(key, query);
  void query.finally(() => map.delete(key)).catch(() => {});
  return query;
}
