import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { apiScopes, dataScopes, roleScopes } from '../../db/schema/platform.ts';
import { isSuperAdmin } from '../../http/permission.ts';
import type { LookupCache } from '../../http/lookup-cache.ts';
import type { DeptService } from './dept.service.ts';
import { API_SCOPE, DATA_SCOPE } from './role.service.ts';
import { csvHasAny, csvIds } from '../../lib/csv.ts';
import { sharedTables } from '../../db/tenant-scope.ts';

/** Data scope types (dict `data_scope_type`). */
const ALL = 1;
const OWN = 2;
const OWN_DEPT = 3;
const OWN_DEPT_AND_BELOW = 4;
const CUSTOM = 5;

/**
 * The columns a data-scoped list offers its scope rules, by the names a rule's `scopeColumn` uses. `csv` marks a
 * comma-joined id list (a user's depts). A rule naming any other column matches nothing: a typo in a scope
 * must hide rows, never reveal them.
 */
export type ScopedColumns = Record<string, { column: PgColumn; csv?: boolean }>;

/** `/api/blade-user/page` and `/blade-user/page` are one path; `**` at the end covers everything below. */
function pathMatches(pattern: string, path: string): boolean {
  const normal = (text: string) =>
    text
      .trim()
      .replace(/^\/api(?=\/)/, '')
      .replace(/\/+$/, '');
  const wanted = normal(pattern);
  const actual = normal(path);
  if (wanted.endsWith('/**')) {
    const prefix = wanted.slice(0, -3);
    return actual === prefix || actual.startsWith(`${prefix}/`);
  }
  return wanted !== '' && wanted === actual;
}

/**
 * What data scopes and API scopes mean at run time (BladeX: a role granted scopes of a menu).
 * - A data scope restricts the rows of the list whose resource code it names, for the roles granted it; with
 *   several granted, a row visible under any is visible. A list no granted scope names is not restricted.
 * - An API scope names a path (or `prefix/**`); once any API scope covers a path, only roles granted one of the
 *   covering scopes may call it. Paths no scope covers are governed by button permissions alone.
 * The platform administrator is never restricted. What a request asks of them (the roles' scopes, the live API
 * scopes, the department tree below a department) is held as a look-up that every write forgets, so a grant or
 * a scope change applies at the next request.
 */
export function createScopeRules(db: Database, depts: DeptService, lookups: LookupCache) {
  const roleKey = (roleIds: string[]) => [...roleIds].sort().join(',');

  function grantedScopeIds(roleIds: string[], category: number): Promise<string[]> {
    if (roleIds.length === 0) return Promise.resolve([]);
    // The caller's own roles (from the session), so the link table needs no tenant condition of its own.
    return lookups.get(`scopes:${category}:${roleKey(roleIds)}`, async () => {
      const rows = await sharedTables(db)
        .from(roleScopes, { id: roleScopes.scopeId })
        .where(and(inArray(roleScopes.roleId, roleIds), eq(roleScopes.scopeCategory, category)));
      return rows.map((row) => row.id);
    });
  }

  /** The live data scopes among `ids` that name this resource. */
  function dataRules(ids: string[], resourceCode: string) {
    return lookups.get(`data-rules:${resourceCode}:${[...ids].sort().join(',')}`, () =>
      sharedTables(db)
        .from(dataScopes)
        .where(
          and(
            inArray(dataScopes.id, ids),
            eq(dataScopes.resourceCode, resourceCode),
            eq(dataScopes.isDeleted, 0),
          ),
        )
        .then((rows) => rows),
    );
  }

  const deptAndBelow = (tenantId: string, deptId: string) =>
    lookups.get(`dept-below:${tenantId}:${deptId}`, () => depts.selfAndBelow(tenantId, deptId));

  /** Every live API scope's path (shared by all tenants). */
  const apiScopePaths = () =>
    lookups.get('api-scopes', () =>
      sharedTables(db)
        .from(apiScopes, { id: apiScopes.id, scopePath: apiScopes.scopePath })
        .where(eq(apiScopes.isDeleted, 0))
        .then((rows) => rows),
    );

  /** The condition a data-scoped list adds for the caller; undefined = no restriction. */
  async function rowFilter(
    caller: Caller,
    resourceCode: string,
    /** The column holding the row's creator (scope type 2, own rows). */
    owner: PgColumn,
    columns: ScopedColumns,
  ): Promise<SQL | undefined> {
    if (isSuperAdmin(caller)) return undefined;
    const ids = await grantedScopeIds(caller.roleIds, DATA_SCOPE);
    if (ids.length === 0) return undefined;
    const rules = await dataRules(ids, resourceCode);
    if (rules.length === 0) return undefined;
    const conditions: SQL[] = [];
    for (const rule of rules) {
      if (rule.scopeType === ALL) return undefined;
      if (rule.scopeType === OWN) {
        conditions.push(eq(owner, caller.userId));
        continue;
      }
      const target = columns[rule.scopeColumn];
      let deptIds: string[] = [];
      if (rule.scopeType === OWN_DEPT) deptIds = caller.deptIds;
      else if (rule.scopeType === OWN_DEPT_AND_BELOW) {
        for (const deptId of caller.deptIds) deptIds.push(...(await deptAndBelow(caller.tenantId, deptId)));
      } else if (rule.scopeType === CUSTOM)
        deptIds = csvIds(rule.scopeValue).filter((id) => /^\d+$/.test(id));
      if (!target || deptIds.length === 0) continue;
      conditions.push(target.csv ? csvHasAny(target.column, deptIds) : inArray(target.column, deptIds));
    }
    return conditions.length ? or(...conditions) : sql`false`;
  }

  /** True when the caller may call `path` as far as API scopes go. */
  async function apiAllowed(caller: Caller, path: string): Promise<boolean> {
    if (isSuperAdmin(caller)) return true;
    const scopes = await apiScopePaths();
    const covering = scopes.filter((scope) => scope.scopePath && pathMatches(scope.scopePath, path));
    if (covering.length === 0) return true;
    const granted = new Set(await grantedScopeIds(caller.roleIds, API_SCOPE));
    return covering.some((scope) => granted.has(scope.id));
  }

  return { rowFilter, apiAllowed };
}

export type ScopeRules = ReturnType<typeof createScopeRules>;
