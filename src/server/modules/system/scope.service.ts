import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { apiScopes, dataScopes, menus, roleScopes } from '../../db/schema/platform.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { dictLabels, type Labels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, platformWide, removeLive } from '../../lib/records.ts';
import { API_SCOPE, DATA_SCOPE } from './role.service.ts';
import { sharedTables } from '../../db/tenant-scope.ts';

type DataScope = components['schemas']['DataScope'];
type DataScopeSubmit = components['schemas']['DataScopeSubmit'];
type ApiScope = components['schemas']['ApiScope'];
type ApiScopeSubmit = components['schemas']['ApiScopeSubmit'];
type Filters = PageQuery & { menuId?: string; scopeName?: string; resourceCode?: string };

interface ScopeKind<Table extends typeof dataScopes | typeof apiScopes, View, Submit> {
  table: Table;
  category: number;
  typeDict: string;
  toView: (row: Table['$inferSelect'], labels: Labels) => View;
  values: (input: Submit) => Omit<Table['$inferInsert'], 'id'>;
}

/**
 * Data scopes and API scopes: rules hung under a menu that roles are granted (menu/grant-tree shows them under
 * their menu). Platform-wide; the routes let only the platform administrator write.
 */
function createScopeService<
  Table extends typeof dataScopes | typeof apiScopes,
  View,
  Submit extends { id?: string; menuId: string },
>(db: Database, clock: () => Date, nextId: NextId, kind: ScopeKind<Table, View, Submit>) {
  // Both tables share id, menu_id, scope_name, resource_code and the audit columns; the queries use those only.
  const table = kind.table as typeof dataScopes;
  const labelsFor = (lang: Lang) => dictLabels(db, [kind.typeDict], lang);

  async function list(query: Filters, lang: Lang) {
    const where = and(
      eq(table.isDeleted, 0),
      query.menuId ? eq(table.menuId, query.menuId) : undefined,
      contains(table.scopeName, query.scopeName),
      contains(table.resourceCode, query.resourceCode),
    );
    const [page, labels] = await Promise.all([
      pageOf(db, table, where, [asc(table.id)], query),
      labelsFor(lang),
    ]);
    return { ...page, records: page.records.map((row) => kind.toView(row as Table['$inferSelect'], labels)) };
  }

  async function detail(id: string, lang: Lang) {
    const row = await findLive(db, table, platformWide, id);
    return kind.toView(row as Table['$inferSelect'], await labelsFor(lang));
  }

  async function submit(caller: Caller, input: Submit) {
    const [menu] = await sharedTables(db)
      .from(menus, { id: menus.id })
      .where(and(eq(menus.id, input.menuId), eq(menus.isDeleted, 0)));
    if (!menu) throw badRequest('unknownMenus', input.menuId);
    const values = { ...kind.values(input), updateUser: caller.userId, updateTime: clock() };
    if (input.id) {
      await findLive(db, table, platformWide, input.id);
      await sharedTables(db).update(table, values as never, eq(table.id, input.id));
    } else {
      await sharedTables(db).insert(table, [
        { id: nextId(), ...values, createUser: caller.userId, createTime: clock() } as never,
      ]);
    }
  }

  async function remove(ids: string[]) {
    // A removed scope is no longer granted to anyone.
    await removeLive(db, table, platformWide, ids, undefined, (tx, removed) =>
      sharedTables(tx).delete(
        roleScopes,
        eq(roleScopes.scopeCategory, kind.category),
        inArray(roleScopes.scopeId, removed),
      ),
    );
  }

  return { list, detail, submit, remove };
}

export const createDataScopeService = (db: Database, clock: () => Date, nextId: NextId) =>
  createScopeService<typeof dataScopes, DataScope, DataScopeSubmit>(db, clock, nextId, {
    table: dataScopes,
    category: DATA_SCOPE,
    typeDict: 'data_scope_type',
    toView: (row, labels) => ({
      id: row.id,
      menuId: row.menuId,
      resourceCode: row.resourceCode,
      scopeName: row.scopeName,
      scopeField: row.scopeField,
      scopeClass: row.scopeClass,
      scopeColumn: row.scopeColumn,
      scopeType: row.scopeType,
      scopeTypeName: labels('data_scope_type', row.scopeType),
      scopeValue: row.scopeValue,
      remark: row.remark,
    }),
    values: (input) => ({
      menuId: input.menuId,
      resourceCode: input.resourceCode,
      scopeName: input.scopeName,
      scopeField: input.scopeField || '*',
      scopeClass: input.scopeClass ?? '',
      scopeColumn: input.scopeColumn || 'create_dept',
      scopeType: input.scopeType,
      scopeValue: input.scopeValue ?? '',
      remark: input.remark ?? '',
    }),
  });

export const createApiScopeService = (db: Database, clock: () => Date, nextId: NextId) =>
  createScopeService<typeof apiScopes, ApiScope, ApiScopeSubmit>(db, clock, nextId, {
    table: apiScopes,
    category: API_SCOPE,
    typeDict: 'api_scope_type',
    toView: (row, labels) => ({
      id: row.id,
      menuId: row.menuId,
      resourceCode: row.resourceCode,
      scopeName: row.scopeName,
      scopePath: row.scopePath,
      scopeType: row.scopeType,
      scopeTypeName: labels('api_scope_type', row.scopeType),
      remark: row.remark,
    }),
    values: (input) => ({
      menuId: input.menuId,
      resourceCode: input.resourceCode,
      scopeName: input.scopeName,
      scopePath: input.scopePath ?? '',
      scopeType: input.scopeType,
      remark: input.remark ?? '',
    }),
  });

export type ScopeService =
  ReturnType<typeof createDataScopeService> | ReturnType<typeof createApiScopeService>;
