import { and, asc, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { bizDicts, dicts } from '../../db/schema/platform.ts';
import { sharedTables, tenantScope, type ProjectionQuery } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import { forgetDictLabels } from '../../lib/dict-labels.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, platformWide, removeLive, type Scoped } from '../../lib/records.ts';
import { assertNotOwnAncestor, forest, parentOrTop, treeNodes } from '../../lib/tree-nodes.ts';

type Dict = components['schemas']['Dict'];
type DictItem = components['schemas']['DictItem'];
type DictSubmit = components['schemas']['DictSubmit'];
type DictRow = typeof dicts.$inferSelect & { tenantId?: string };

/** The key of a dictionary (a root row); its entries carry their own keys. */
const ROOT_KEY = '-1';

type Filters = { code?: string; dictValue?: string };

/**
 * System dictionaries (blade_dict, platform-wide) and business dictionaries (blade_dict_biz, per tenant) obey
 * the same rules, so one service serves both; `kind` picks the table and whether the tenant scope applies.
 */
export function createDictService(db: Database, nextId: NextId, kind: 'system' | 'biz') {
  // The two tables have the same columns (biz adds tenant_id); queries are written once against the system
  // table's column types; `from`, `update` and `scopedFor` keep business dictionaries in the caller's tenant.
  const table = (kind === 'biz' ? bizDicts : dicts) as unknown as typeof dicts;
  const live = eq(table.isDeleted, 0);

  function scopedFor(caller: Caller, on: Database | Tx = db): Scoped {
    if (kind === 'system') return platformWide;
    const scope = tenantScope(on, caller.tenantId);
    return (...conditions) => scope.where(bizDicts, ...conditions);
  }

  async function insert(tx: Tx, caller: Caller, row: typeof dicts.$inferInsert) {
    if (kind === 'biz') await tenantScope(tx, caller.tenantId).insert(bizDicts, [row]);
    else await sharedTables(tx).insert(dicts, [row]);
  }

  /** `SELECT fields FROM` the dictionary table in the caller's reach: the tenant's own, or the shared system one. */
  function from<F extends SelectedFields = (typeof dicts)['_']['columns']>(
    caller: Caller,
    on: Database | Tx = db,
    fields?: F,
  ): { where: (...conditions: (SQL | undefined)[]) => ProjectionQuery<F> } {
    if (kind === 'biz') return tenantScope(on, caller.tenantId).from(bizDicts, fields as F);
    const query = sharedTables(on).from(dicts, fields as F);
    return { where: (...conditions) => query.where(and(...conditions)) as unknown as ProjectionQuery<F> };
  }

  /** UPDATE of the dictionary table in the caller's reach. */
  function update(caller: Caller, on: Tx, values: Partial<typeof dicts.$inferInsert>, ...conditions: SQL[]) {
    if (kind === 'biz') return tenantScope(on, caller.tenantId).update(bizDicts, values, ...conditions);
    return sharedTables(on).update(dicts, values, ...conditions);
  }

  const label = (row: DictRow, lang: Lang) =>
    lang === 'en' && row.dictValueEn ? row.dictValueEn : row.dictValue;

  function toDict(row: DictRow, parentName?: string): Dict {
    const dict: Dict = {
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      dictKey: row.dictKey,
      dictValue: row.dictValue,
      dictValueEn: row.dictValueEn,
      sort: row.sort,
      remark: row.remark,
      isSealed: row.isSealed === 1 ? 1 : 0,
    };
    if (row.tenantId !== undefined) dict.tenantId = row.tenantId;
    if (parentName !== undefined) dict.parentName = parentName;
    return dict;
  }

  const rowsOf = (caller: Caller, ...conditions: Parameters<Scoped>) =>
    from(caller)
      .where(live, ...conditions)
      .orderBy(asc(table.sort), asc(table.id)) as Promise<DictRow[]>;

  async function list(caller: Caller, filters: Filters, lang: Lang): Promise<Dict[]> {
    const rows = await rowsOf(
      caller,
      contains(table.code, filters.code),
      contains(table.dictValue, filters.dictValue),
    );
    const names = new Map(rows.map((row) => [row.id, row.dictValue]));
    const top = message(lang, 'topLevel');
    return forest(
      rows.map((row) => toDict(row, row.parentId === '0' ? top : (names.get(row.parentId) ?? ''))),
    );
  }

  async function page(caller: Caller, query: PageQuery & Filters, parentId: string) {
    const where = scopedFor(caller)(
      live,
      eq(table.parentId, parentId),
      contains(table.code, query.code),
      contains(table.dictValue, query.dictValue),
    );
    return mapPage(await pageOf(db, table, where, [asc(table.sort), asc(table.id)], query), (row) =>
      toDict(row),
    );
  }

  const parentList = (caller: Caller, query: PageQuery & Filters) => page(caller, query, '0');
  const childList = (caller: Caller, query: PageQuery & Filters & { parentId: string }) =>
    page(caller, query, query.parentId);

  async function detail(caller: Caller, id: string, lang: Lang): Promise<Dict> {
    const scoped = scopedFor(caller);
    const row = await findLive(db, table, scoped, id);
    if (row.parentId === '0') return toDict(row, message(lang, 'topLevel'));
    const [parent] = await from(caller).where(eq(table.id, row.parentId));
    return toDict(row, parent?.dictValue ?? '');
  }

  /** TreeNodes for parent pickers; `DICT` (what Saber sends) or no code means every dictionary. */
  async function tree(caller: Caller, code: string | undefined, lang: Lang) {
    const one = code && code !== 'DICT' ? eq(table.code, code) : undefined;
    const rows = await rowsOf(caller, one);
    return treeNodes(rows, (row) => ({ id: row.id, parentId: row.parentId, title: label(row, lang) }));
  }

  async function dictionary(caller: Caller, code: string, lang: Lang): Promise<DictItem[]> {
    const rows = await rowsOf(caller, eq(table.code, code), ne(table.parentId, '0'));
    return rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      dictKey: row.dictKey,
      dictValue: label(row, lang),
      sort: row.sort,
      remark: row.remark,
    }));
  }

  async function submit(caller: Caller, input: DictSubmit) {
    await db.transaction(async (tx) => {
      const scoped = scopedFor(caller, tx);
      const parentId = parentOrTop(input.parentId);
      const existing = input.id ? await findLive(tx, table, scoped, input.id) : undefined;
      if (existing?.isSealed === 1) throw badRequest('dictSealed', existing.id);

      let code = input.code.trim();
      let dictKey = ROOT_KEY;
      if (parentId !== '0') {
        dictKey = input.dictKey?.trim() ?? '';
        if (!dictKey) throw badRequest('dictKeyRequired');
        const [parent] = await from(caller, tx).where(eq(table.id, parentId), live);
        if (!parent) throw badRequest('parentMissing', parentId);
        if (existing) {
          const all = await from(caller, tx, { id: table.id, parentId: table.parentId }).where(live);
          const parents = new Map(all.map((row) => [row.id, row.parentId]));
          assertNotOwnAncestor(existing.id, parentId, (id) => parents.get(id));
        }
        // An entry belongs to its dictionary: dictionary?code finds entries by the parent's code.
        code = parent.code;
      }

      const [clash] = await from(caller, tx, { id: table.id }).where(
        live,
        eq(table.code, code),
        eq(table.dictKey, dictKey),
        existing ? ne(table.id, existing.id) : undefined,
      );
      if (clash)
        throw dictKey === ROOT_KEY
          ? badRequest('dictCodeTaken', code)
          : badRequest('dictKeyTaken', code, dictKey);

      const values = {
        parentId,
        code,
        dictKey,
        dictValue: input.dictValue,
        dictValueEn: input.dictValueEn ?? '',
        sort: input.sort,
        isSealed: input.isSealed,
        remark: input.remark ?? '',
      };
      if (!existing) {
        await insert(tx, caller, { id: nextId(), ...values });
        return;
      }
      await update(caller, tx, values, eq(table.id, existing.id));
      if (existing.parentId === '0' && existing.code !== code) {
        // Renaming a dictionary renames its entries, or dictionary?code would lose them.
        await update(caller, tx, { code }, live, eq(table.code, existing.code), ne(table.id, existing.id));
      }
    });
    // The lists' labels come from a short-lived copy of the system dictionaries (lib/dict-labels.ts).
    if (kind === 'system') forgetDictLabels(db);
  }

  async function remove(caller: Caller, ids: string[]) {
    const scoped = scopedFor(caller);
    await removeLive(db, table, scoped, ids, async (tx, rows) => {
      const sealed = rows.filter((row) => row.isSealed === 1).map((row) => row.id);
      if (sealed.length) throw badRequest('dictSealed', sealed.join(','));
      const children = await from(caller, tx, { parentId: table.parentId }).where(
        live,
        inArray(table.parentId, ids),
        notInArray(table.id, ids),
      );
      if (children.length)
        throw badRequest('hasChildren', [...new Set(children.map((c) => c.parentId))].join(','));
    });
    if (kind === 'system') forgetDictLabels(db);
  }

  return { list, parentList, childList, detail, tree, dictionary, submit, remove };
}

export type DictService = ReturnType<typeof createDictService>;
