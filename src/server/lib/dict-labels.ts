import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { dicts } from '../db/schema/platform.ts';
import { sharedTables } from '../db/tenant-scope.ts';
import type { Lang } from '../http/messages.ts';

export type Labels = (code: string, key: number | string | null | undefined) => string;

/**
 * How long a dictionary read is reused. Writes through this instance forget it at once (forgetDictLabels, called
 * by the dictionary service); another instance sharing the database sees an edit within this time, the same
 * bound as a session check (auth/session.service.ts).
 */
export const DICT_LABELS_MS = 5_000;

/**
 * The `*Name` fields BladeX resolves from system dictionaries (sexName, deptCategoryName, scopeTypeName, ...),
 * in the caller's language. The system dictionaries are shared by every tenant and change rarely, while every
 * list page asks for its codes: a busy list spent a query (and, on PostgreSQL, a wait for a pooled connection)
 * per page on them. So each code's entries are read at most once per DICT_LABELS_MS; the codes a request needs
 * that are not held are read in one query.
 */
export async function dictLabels(db: Database, codes: string[], lang: Lang): Promise<Labels> {
  const rows = (await Promise.all(dictEntries(db, codes))).flat();
  const byCode = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const label = lang === 'en' && row.dictValueEn ? row.dictValueEn : row.dictValue;
    if (!byCode.has(row.code)) byCode.set(row.code, new Map());
    byCode.get(row.code)!.set(row.dictKey, label);
  }
  return (code, key) => (key === null || key === undefined ? '' : (byCode.get(code)?.get(String(key)) ?? ''));
}

/** A dictionary's entries after a write to blade_dict through this instance: read afresh at the next request. */
export function forgetDictLabels(db: Database) {
  held.delete(db);
}

type DictRow = Pick<typeof dicts.$inferSelect, 'code' | 'dictKey' | 'dictValue' | 'dictValueEn'>;
interface Held {
  /** Pending while the query runs, so requests at the same moment share it. */
  rows: Promise<DictRow[]>;
  until: number;
}
/** Entries by database and dictionary code. */
const held = new WeakMap<Database, Map<string, Held>>();

function dictEntries(db: Database, codes: string[]): Promise<DictRow[]>[] {
  let byCode = held.get(db);
  if (!byCode) held.set(db, (byCode = new Map()));
  const now = Date.now();
  const missing = [...new Set(codes)].filter((code) => !((byCode.get(code)?.until ?? 0) > now));
  if (missing.length) {
    const query = sharedTables(db)
      .from(dicts, {
        code: dicts.code,
        dictKey: dicts.dictKey,
        dictValue: dicts.dictValue,
        dictValueEn: dicts.dictValueEn,
      })
      .where(and(inArray(dicts.code, missing), ne(dicts.parentId, '0'), eq(dicts.isDeleted, 0)))
      .then((rows) => rows);
    const map = byCode;
    for (const code of missing) {
      const entry: Held = {
        rows: query.then((rows) => rows.filter((row) => row.code === code)),
        until: now + DICT_LABELS_MS,
      };
      map.set(code, entry);
      // A failed read is not kept: the next request tries again.
      entry.rows.catch(() => {
        if (map.get(code) === entry) map.delete(code);
      });
    }
  }
  return codes.map((code) => byCode.get(code)!.rows);
}
